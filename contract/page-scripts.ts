/** The id of the JSON block listing a page's scripts (pages/_document.tsx), read by the loader below. */
export const PAGE_SCRIPTS_ELEMENT_ID = '__PAGE_SCRIPTS__';

// Requests the page's scripts once the parsed page has been painted: after DOMContentLoaded and the browser's first
// contentful paint (a frame later where paint timing is missing; after 3 s at most, for a page that never paints
// text), in order (async = false keeps Next's order), so the first paint neither waits on them nor shares the network
// with them. A hidden page (a background tab, which does not paint) requests them at once. The list, <head> and
// createElement are taken while <head> is parsed, before any content exists that could shadow them. The page CSP
// allows exactly this text by its hash (server/csp.ts); the files themselves load under script-src 'self'.
export const PAGE_SCRIPTS_LOADER_SOURCE = `(()=>{const d=document,head=d.head,create=d.createElement.bind(d),sources=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}').textContent);let started=false;const load=()=>{if(started)return;started=true;for(const src of sources){const s=create('script');s.src=src;s.async=false;head.appendChild(s)}};const afterPaint=()=>{if(d.visibilityState==='hidden')return load();if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(load));new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true});setTimeout(load,3000)};d.readyState==='loading'?d.addEventListener('DOMContentLoaded',afterPaint):afterPaint()})()`;
