/** How the offices map frames its offices (Leaflet's fitBounds), shared with its server-side preview. */
export const OFFICES_FIT = { padding: 48, maxZoom: 13 } as const;
