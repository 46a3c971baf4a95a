// Slice 1 of the fuzz of every route (support/fuzz.ts): no input answers 5xx.
import { describeFuzz } from './support/fuzz';

describeFuzz(0);
