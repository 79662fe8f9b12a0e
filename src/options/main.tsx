import { render } from 'preact';
import { Options } from './options.tsx';

const app = document.getElementById('app');
if (app) render(<Options />, app);
