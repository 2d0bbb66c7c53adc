import { z } from 'zod';

// zod's own messages (those the contract does not set) in Ukrainian. Imported by the modules that check a form with
// zod, so the first page, which has no such form, does not load zod (decision 115).
z.config(z.locales.uk());
