// The benchmark's baseline: the least a React 19 + react-router data router page ships.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// @ts-expect-error -- the benchmark's Vite build resolves react-router-dom from apps/web; the root
// TypeScript project, which checks scripts/, cannot see it.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: <h1>Bare page</h1> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
