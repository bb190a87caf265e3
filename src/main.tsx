// Public pages carry a subset of Blueprint's styles; /academic loads the rest with itself.
import '@core/client/blueprintPublic.css';
import '@core/client/styles.css';
import { boot } from '@core/client/boot';

/** Browser entry. */
void boot();
