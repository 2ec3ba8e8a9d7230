// The `react-router-dom` the apps share (the `import` of that share in index.js): only the names the
// apps use, re-exported from react-router itself. A shared module is one module, never tree-shaken,
// so sharing the package shared all of React Router (server rendering, RSC, cookies and sessions,
// fetchers…): ~51 KiB on the wire on every page. Shared through this file, webpack tree-shakes
// react-router (not shared itself) down to these names. A name an app starts to import must be
// added here: tests/react-router-share.test.ts fails until it is.
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider is the DOM one (flushSync from react-dom).
export { RouterProvider } from 'react-router/dom';
