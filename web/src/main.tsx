import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

function Root() {
  return <p className="p-8 text-brand-700">Espasyo</p>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
