import { render } from 'preact';
import { Popup } from './popup.tsx';

const app = document.getElementById('app');
if (app) render(<Popup />, app);
