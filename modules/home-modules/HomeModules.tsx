import type { Infer } from 'superstruct';
import { ModuleView } from '../../registry/ModuleView';
import type { ModuleProps } from '../../registry/types';
import type { HomeModulesData } from './load.server';
import type { HomeModulesDetails } from './schema';

/** Renders the placement's modules (checked by the loader) as the page renders its own: each hydrates on its own terms. */
export default function HomeModules({ id, data }: ModuleProps<Infer<typeof HomeModulesDetails>, HomeModulesData | null>) {
  return (
    <>
      {(data?.modules ?? []).map((m) => (
        <div key={m.id} id={`module-${id}-${m.id}`}>
          <ModuleView module={m} />
        </div>
      ))}
    </>
  );
}
