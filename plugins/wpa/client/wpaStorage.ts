import { storage } from '@core/client/storage';

/**
 * The WPA a review page opens, kept in browser storage under the product's prefix (spec 002 §2:
 * 'the WPA id is kept in storage'). The module and the student module the WPA screens show are
 * the modules area's choices (modulesContract.choices), read where they are needed.
 */
const WPA = 'WpaApplId';

const read = (key: string) => {
  const n = Number(storage.get(key));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const wpaStorage = {
  wpaApplId: () => read(WPA),
  setWpaApplId: (id: number) => storage.set(WPA, id),
};
