import type { FieldValues, Resolver } from 'react-hook-form';

type Contract = typeof import('@lj/contract');
type ContractSchema = Parameters<typeof import('@hookform/resolvers/zod').zodResolver>[0];

export type LazyResolver<T extends FieldValues> = {
  resolver: Resolver<T>;
  /** Starts the download: a form calls it when a person focuses one of its fields. */
  preload: () => void;
};

/**
 * A react-hook-form resolver with the form's contract schema, whose code (zod and every schema, about
 * 28 KB) is fetched when first wanted instead of with the page: the sign-in pages' first visit then
 * loads none of it, and their forms still validate with the schemas the server uses. `preload` asks
 * for it at the first focus, so it is there by the first submit; a submit before that waits for it.
 *
 * If the code can't be fetched (offline, never loaded on this device), the form is sent unchecked:
 * the server checks it with the same schemas and its answer shows what is wrong.
 */
export function lazyContractResolver<T extends FieldValues>(
  pick: (contract: Contract) => ContractSchema,
): LazyResolver<T> {
  let loading: Promise<Resolver<T> | null> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@lj/contract')]).then(
      ([{ zodResolver }, contract]) => zodResolver(pick(contract)) as unknown as Resolver<T>,
      () => {
        loading = undefined;
        return null;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => {
      const resolve = await load();
      return resolve ? resolve(values, context, options) : { values, errors: {} };
    },
    preload: () => void load(),
  };
}
