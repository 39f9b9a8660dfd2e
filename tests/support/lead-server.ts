import { startPortalServer } from '../../portal/server';

/** The portal API with its delivery worker, as its own process, so a test can SIGKILL it mid-delivery. */
startPortalServer({ port: Number(process.env.PORT), dataDir: process.env.PGLITE_DIR }).then(() => console.log('lead-server ready'));
