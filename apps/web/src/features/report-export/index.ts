export { ExportButtons } from './export-buttons.tsx';
