import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../registry/types';
import { HOME_MODULE_KINDS } from './kinds';
import type { HomeModulesData } from './load.server';
import type { HomeModulesDetails } from './schema';

/** Renders the placement's modules (validated by the loader) with their own components. */
export default function HomeModules({ data }: ModuleProps<Infer<typeof HomeModulesDetails>, HomeModulesData | null>) {
  return (
    <>
      {(data?.modules ?? []).map((m) => {
        const Module = HOME_MODULE_KINDS[m.type].component;
        return <Module key={m.id} id={m.id} name="" details={m.details} data={undefined} />;
      })}
    </>
  );
}
