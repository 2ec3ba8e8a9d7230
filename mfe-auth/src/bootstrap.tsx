// Standalone entry (after the async boundary in index.ts): mounts the remote inside a fake shell.
// The real shell never runs this file; it loads ./App from the container.
import { useTheme } from '@atelier/shell-contract';
import { createRoot } from 'react-dom/client';
import './dev/dev.css';
import { FakeShell } from './dev/FakeShell';

useTheme.getState().init('system');
const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(root).render(<FakeShell />);
