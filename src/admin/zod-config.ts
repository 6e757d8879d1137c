import { z } from 'zod';

// The page CSP allows no eval: without this zod probes for it (`Function('')`) when it builds its
// first object schema, and the browser reports a violation on every admin page. It must run before
// any module that builds a schema at load time (a shared contract the kit or a screen imports), so
// it is the admin's first import. Admin forms are too small to miss the JIT.
z.config({ jitless: true });
