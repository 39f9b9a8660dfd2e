// The component the renderer loads lazily for this folder's module type (registry/ModuleView.tsx).
export { default } from './Countdown';
