import { PAGE_HYDRATED_EVENT, PAGE_SCRIPTS_ELEMENT_ID } from './page-scripts';
import { SCRIPT_ONLY_FORM, SUBMIT_BUTTON } from './script-only-form';

// The page's script loader, inline in every page's <head> (pages/_document.tsx): server-side only, apart from the
// names it shares with the browser bundle (page-scripts.ts).
//
// Requests the page's scripts once the parsed page has been painted: after DOMContentLoaded and the browser's first
// contentful paint (a frame later where paint timing is missing; after 3 s at most, for a page that never paints
// text), in order (async = false keeps Next's order), so the first paint neither waits on them nor shares the network
// with them. A hidden page (a background tab, which does not paint) requests them at once. The list, <head> and
// createElement are taken while <head> is parsed, before any content exists that could shadow them. The page CSP
// allows exactly this text by its hash (server/csp.ts); the files themselves load under script-src 'self'.
//
// Until React listens, a button that needs the scripts (search, the mobile menu, the mega menu…) does nothing when
// pressed: the loader keeps the last such press and does it again once the page has hydrated, so the visitor's first
// tap is not lost. Only the last: pressing a dead button twice means "do it", not "open and close". A held press is
// stopped at the document, so React, which listens on its root below it, never sees it: Next creates its router and
// only later, after an await, has React listen, so neither "the router exists" nor any earlier sign says a press will
// be React's own, and a press both React and the loader saw would be done twice. Links act as plain HTML, and so do
// forms that say where they go (an action or a method: search, a list's pager, the consent choice).
//
// A form that says neither is sent by its scripts alone: sent as plain HTML it would load the same page with what was
// typed in its address (a lead form's e-mail and phone in logs and referrers) and drop the send. Until the page has
// hydrated, such a submission that nothing handled is held: heard on the document as it bubbles, after the form's
// own, React's and the islands' listeners, so a form React already listens to must prevent the browser's send itself
// (every onSubmit here does, at once). It is held in a place of its own (a press after it does not drop it), and its
// submit button pressed once the page has hydrated, focus left where the visitor put it (Enter in a field sends the
// form too). Until then covers the end of the page's own hydration, after the router exists: the forms of modules are
// islands, which listen only from the page's effects. A form with no submit button is not sent at all then.
// What content could shadow is taken while <head> is parsed: the document's and elements' methods (a form control or
// an image named like one shadows it on its form or on the document).
export const PAGE_SCRIPTS_LOADER_SOURCE = `(()=>{const d=document,head=d.head,create=d.createElement.bind(d),sources=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}').textContent),E=Element.prototype,matches=E.matches,find=E.querySelector,closest=E.closest,off=d.removeEventListener.bind(d);let pressed=null,sent=null;const hold=e=>{const t=e.target,b=t instanceof Element?closest.call(t,'button'):null;if(b&&!(b.form&&b.type!=='button')){pressed=b;e.stopPropagation()}},holdSubmit=e=>{const f=e.target;if(e.defaultPrevented||!(f instanceof HTMLFormElement)||!matches.call(f,'${SCRIPT_ONLY_FORM}'))return;e.preventDefault();sent=e.submitter||find.call(f,'${SUBMIT_BUTTON}')||sent};d.addEventListener('click',hold,true);d.addEventListener('submit',holdSubmit);d.addEventListener('${PAGE_HYDRATED_EVENT}',()=>{off('click',hold,true);off('submit',holdSubmit);const b=pressed,f=sent;pressed=sent=null;setTimeout(()=>{if(b&&b.isConnected&&!b.disabled){b.focus({preventScroll:true});b.click()}if(f&&f.isConnected&&!f.disabled)f.click()})},{once:true});let started=false;const load=()=>{if(started)return;started=true;for(const src of sources){const s=create('script');s.src=src;s.async=false;head.appendChild(s)}};const afterPaint=()=>{if(d.visibilityState==='hidden')return load();if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(load));new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true});setTimeout(load,3000)};d.readyState==='loading'?d.addEventListener('DOMContentLoaded',afterPaint):afterPaint()})()`;
