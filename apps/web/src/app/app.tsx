import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

const HomeScreen = lazy(() =>
  import('../features/home/home-screen').then((module) => ({ default: module.HomeScreen })),
);

const router = createBrowserRouter([{ path: '/', element: <HomeScreen /> }]);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
