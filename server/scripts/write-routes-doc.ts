/** `npm run docs:routes`: writes docs/routes.md from the routes the server registers (routes-doc.ts). */
import { writeFileSync } from 'node:fs';
import { declaredRoutes, renderRoutesDoc, ROUTES_DOC } from './routes-doc';

writeFileSync(ROUTES_DOC, renderRoutesDoc(await declaredRoutes()));
console.info(`Wrote ${ROUTES_DOC}`);
