import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/main.scss';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Liberia Jobs</h1>
    </StrictMode>,
  );
}
