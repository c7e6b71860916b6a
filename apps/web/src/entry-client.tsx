import './styles.css';
import { afterFirstPaint } from './lib/after-first-paint';

// The page arrives drawn (entry-server.tsx): it is shown first, and only then does the app's code
// run and take it over. The page preloads that code (src/server/router-manifest.ts), so it has
// usually arrived by then.
void afterFirstPaint().then(() => import('./hydrate-page'));
