import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import { startApp } from './app/app.tsx';

startApp(document.getElementById('root')!);
