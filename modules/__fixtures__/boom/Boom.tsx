// A component that throws once its code has arrived: the registry must contain it to its own section.
export default function Boom(): never {
  throw new Error('render failed');
}
