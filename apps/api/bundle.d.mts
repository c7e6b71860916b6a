/** Bundles a server entry the way production runs it (bundle.mjs). */
export function bundleServer(options: { entry: string; outfile: string }): Promise<void>;
