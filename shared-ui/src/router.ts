// The React Router API the apps use, re-exported: apps import it from 'shared-ui', never from 'react-router' or
// 'react-router-dom' (ESLint enforces it). Like Chakra (chakra.ts), the router lives inside the shared-ui
// singleton, so there is one router context across the four apps and only this much of the library is bundled
// (about 15 KB gzip instead of 62 KB). A page that needs more of the API adds it here.
export {
  BrowserRouter,
  Link as RouterLink,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
