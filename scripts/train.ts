/** `npm run train`: contrastive span adapter + FINCH prototypes + floor (see scripts/train/run.ts). */
import { main } from './train/run.ts';

await main();
