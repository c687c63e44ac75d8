// Pieces of interface that more than one feature uses; a feature's own widgets stay in its folder.
export { BusyButton } from './busy-button.tsx';
export { TextField } from './text-field.tsx';
