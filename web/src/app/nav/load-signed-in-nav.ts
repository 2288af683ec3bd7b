/** The signed-in navigation's chunk; main.tsx starts it before the first render when a user is known. */
export const loadSignedInNav = () => import('./signed-in-nav');
