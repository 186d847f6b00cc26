import { EARLY_ASKS } from '../../client/early/drawn';
import { CONTEXT_HEADERS } from '../../contract/headers';

/**
 * The runtime's loader: the one inline script of a page (the CSP names it by its SHA-256, like the
 * critical CSS, so every response keeps one policy). The HTML links no script: a script the
 * browser fetches while the page paints competes with the document, and Lighthouse counts every
 * request that finished before the largest paint into that paint. So the runtime (and the chunks
 * the page's islands need at once) is requested:
 *  - data-wake="paint": once the browser reports the first contentful paint (islands that wake at
 *    load or when idle);
 *  - a remembered island with something to fill in (localStorage holds one of its keys): also after
 *    the first paint, in a task of its own, since the page's first read of localStorage opens the
 *    origin's storage on the main thread, which in the parse's last task counted
 *    as blocking time;
 *  - otherwise once an island that wakes on view is in view (after the paint too), or on the first
 *    sign of the shopper (pointer, key, touch, focus, input), coming back online, or a return from
 *    the back/forward cache (the cart count), whichever comes first: a page whose islands wait for
 *    interaction, or sit below the fold, needs no script before then.
 * Offline before the runtime ran, the runtime cannot load: the loader shows the connection notice's
 * offline text itself (client/behaviours/connection-status.ts takes over once back online).
 * A form that forgets something the browser remembers names the localStorage key in
 * data-forget-storage (the header's removal of the chosen vehicle): on submit the loader removes
 * the key, so no panel or dropdown offers the removed vehicle again, with or without the runtime.
 * A form marked data-clear-invalid takes a field's red mark and message away as soon as the shopper
 * edits the refused value: a corrected postal code does not stay red until the next submit (the
 * server checks it again then).
 * A click inside an island before the runtime is there is held and given back once it runs (the
 * runtime then holds it for its island); each control clicked is kept, once, in the order of the
 * clicks (quick taps on several offers' buttons all add); a sign of use while the runtime is on its way (a pointer
 * over an island during the download) is kept the same way, so the island it touched still wakes.
 * A button that names its tapped state (data-tapped-text, data-tapped-class) shows it at the tap
 * while its island has not woken: an add to the cart is confirmed where the shopper tapped (the
 * island renders the same state, so nothing flickers). An add whose form names its call
 * (data-early-add) is sent by the loader itself at the tap and its answer written into the status
 * line; the island wakes after that answer and follows the add (window.spareoAdds), never sending it again.
 * A select that names the list its choice leads to (data-next-list) has that list asked for at the
 * choice, while its island has not woken: the answer is on its way while the runtime and the island
 * wake, and the island takes it (window.spareoLists) instead of asking again (the vehicle selector's
 * early code draws the series from it as plain options before the island's files are asked for:
 * client/early/vehicle-lists.ts). A search field that names its suggestions call (data-suggest) has
 * each term asked for at the input the same way (window.spareoSuggestions), until the search box's
 * early code, once its file has come, answers the box itself and takes those answers.
 * As in the runtime, a disclosure (summary) of an island that wakes on view or at load opens natively. What woke the page stays in window.spareoWake, for the
 * runtime's interaction directive and behaviours. Written by hand in ES5 so its text, and hash, is
 * the same in every build.
 * 1.5 s after the page has loaded and painted, when the browser is idle, the loader fetches the
 * runtime and the chunks of the islands that wake later (data-prefetch) into the browser's cache
 * without running them: the shopper's first keystroke or tap then waits for no download, and
 * nothing runs before it; a few files at a time, in the browser's idle periods. Once the shopper
 * has begun, that waits until the islands they woke have (the runtime's spareo-quiet event): it
 * must not share a slow line with their answer. An add sent at the tap (data-early-add) has begun
 * too, though it wakes nothing until the shop has answered: the prefetch waits for that answer
 * and the islands woken after it.
 * At the first sign of use the loader asks for the runtime's files, the early code's (data-early)
 * and every file of the island touched (data-chunks) at once, each as a module preload: left to the
 * module graph, the browser finds each chunk only inside the one before, a round trip per level.
 * Where the touched island's early code answers first (data-early: the search box, the vehicle
 * dropdowns), the runtime's first file, which carries that code, is asked for alone, and the rest
 * once it has come: the first answer then waits for one small file, not for the whole runtime.
 * With Save-Data on, or a line the browser rates 2g or 3g (navigator.connection), nothing is
 * fetched ahead and no island wakes before the shopper's first sign of use: the first view is the
 * document and what it shows, and the server markup works without scripts.
 * It is an inline module script, so it runs once the whole document is parsed (0144): run
 * inside the parse it pushed the parse past Chromium's 10 ms slice, and the rest of the page was
 * parsed and laid out after the first paint. A module has no document.currentScript: it finds its
 * own element by id.
 */
export const RUNTIME_LOADER = [
  "(function(){var d=document,w=window,s=d.getElementById('spareo-runtime'),done=0,held=[],c=navigator.connection,",
  // Save-Data, or a line the browser rates 2g/3g: nothing is fetched ahead, no island wakes unasked.
  "lean=!!c&&(c.saveData===true||/^(slow-2g|2g|3g)$/.test(c.effectiveType||'')),",
  "E=['pointerdown','pointerover','keydown','touchstart','focusin','input','change','online','pageshow'];",
  // The listing marked a lean line (LEAN_MARK): its lazy pictures come at the first scroll.
  "if(lean)addEventListener('scroll',function(){d.documentElement.classList.remove('lean')},{once:true,passive:true});",
  "function list(n){return (s.dataset[n]||'').split(' ').filter(Boolean)}",
  // A list of places in the page's files (preload, then prefetch): data-early, or an island's in data-chunks.
  "function places(p){var f=list('preload').concat(list('prefetch'));return (p||'').split(',').map(function(i){return f[i]}).filter(Boolean)}",
  "function pre(h){if(d.querySelector('link[rel=modulepreload][href=\"'+h+'\"]'))return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l);return l}",
  'function go(e){if(done){if(e&&e.target&&e.target.nodeType)w.spareoWake={type:e.type,target:e.target};return}done=1;',
  'w.spareoWake=e?{type:e.type,target:e.target}:{type:"paint",target:null};',
  // The runtime's files, the early code's, and every file of the island the shopper touched, all at
  // once: found one inside the other, they would come one round trip after another.
  // Touched, an island whose early code answers first (data-early) has the runtime's first file,
  // which carries that code, alone on the line, and the rest once it has come: side by side with
  // the rest it came a round trip later on a slowed phone, and the answer waited for it.
  "var m=e&&e.target&&e.target.closest&&e.target.closest('spareo-island'),r=list('preload').concat(places(s.dataset.early)),l=pre(s.dataset.runtime);",
  "if(m&&m.hasAttribute('data-early')&&l)l.onload=l.onerror=function(){r.forEach(pre)};else r.forEach(pre);",
  "if(m&&!m.hasAttribute('data-early'))list('chunks').forEach(function(x){x=x.split(':');if(x[0]===m.dataset.name)places(x[1]).forEach(pre)});",
  "import(s.dataset.runtime).then(function(){E.forEach(function(n){removeEventListener(n,on,true)});removeEventListener('click',hold,true);held.forEach(function(t){t.click()})})}",
  // The touch, press or focus of an add's tap wakes nothing: the add is sent first (below), alone on
  // the line (the island's files, woken with it, delayed its answer by their download); a mouse over it still does.
  "function on(e){if(e.type==='pageshow'&&!e.persisted)return;if(!done&&(e.type==='touchstart'||e.type==='pointerdown'||e.type==='focusin'||(e.pointerType&&e.pointerType!=='mouse'))&&e.target&&e.target.closest&&e.target.closest('form[data-early-add] button[type=submit]'))return;go(e)}",
  "function hold(e){var t=e.target&&e.target.closest&&e.target.closest('a[href],button,summary');",
  "var m=t&&t.closest('spareo-island');if(!m)return;",
  "if(t.tagName==='SUMMARY'&&!/^(interaction|remembered)$/.test(m.dataset.when)){go(e);return}",
  "e.preventDefault();e.stopImmediatePropagation();if(held.indexOf(t)<0)held.push(t);go(e)}",
  "function kept(){try{return [].some.call(d.querySelectorAll('spareo-island[data-remembered]'),function(m){",
  "return m.dataset.remembered.split(' ').some(function(k){return k&&localStorage.getItem(k)})})}catch(x){return false}}",
  "function painted(f){var P=w.PerformanceObserver,g=function(){if(!done&&(!f||f()))go()};",
  "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return setTimeout(g,200);",
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(g)}}).observe({type:'paint',buffered:true})}",
  "function seen(){var t=[].filter.call(d.querySelectorAll('spareo-island[data-when=visible]>*'),function(c){return c.tagName!=='SCRIPT'});",
  'if(!t.length)return;if(!w.IntersectionObserver)return painted();',
  'var o=new IntersectionObserver(function(x){if(x.some(function(i){return i.isIntersecting})){o.disconnect();painted()}});',
  't.forEach(function(c){o.observe(c)})}',
  "function offline(){var m=d.querySelector('spareo-behaviour[data-name=ConnectionStatus]'),e=m&&m.querySelector('[role=status]'),t;",
  "if(done||!e)return;try{t=JSON.parse(m.querySelector('script').textContent).texts||{}}catch(x){return}",
  "e.className='connection-status connection-offline';e.dataset.status='offline';e.textContent=t.offline||''}",
  // A control that answers its tap before its island wakes (data-tapped-text, data-tapped-class): the
  // add-to-cart button says so at once; the island, woken, gives the held tap its real answer.
  "addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('button[data-tapped-text]'),m=t&&t.closest('spareo-island'),f,a,q;",
  "if(!m||m.hasAttribute('data-hydrated')||t.disabled||(t.form&&!t.form.checkValidity()))return;t._t=t._t||t.textContent;t.textContent=t.dataset.tappedText;t.classList.add(t.dataset.tappedClass);",
  // An add whose form names its call (data-early-add) is sent from here at the tap, once, not held for
  // the island: the shop's answer goes into the status line, the island wakes after it (so its files
  // do not share the line with the answer) and follows the add (window.spareoAdds) without sending it.
  "f=t.form;if(!f||!f.dataset.earlyAdd)return;e.preventDefault();e.stopImmediatePropagation();q=+f.elements.quantity.value||1;",
  // Each tap's add its own key (16 random bytes in hex): sent again it adds once, and an add whose
  // answer did not come can be asked after by it (the island does, client/cart/early-adds.ts).
  "a={offer:f.elements.offerId.value,quantity:q,key:[].map.call(crypto.getRandomValues(new Uint8Array(16)),function(b){return (b+256).toString(16).slice(1)}).join('')};(w.spareoAdds=w.spareoAdds||[]).push(a);",
  "a.answer=fetch(f.dataset.earlyAdd,{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json',accept:'application/json'},body:JSON.stringify({quantity:q,idempotencyKey:a.key})})",
  ".then(function(r){if(!r.ok||r.headers.get('x-spareo-fallback'))throw r});",
  // Accepted: every cart link's count rises here (the header's and the phone bar's), its number and
  // the sentence screen readers read in its place (from its marker's texts, by the plural rule), and
  // for the count's behaviour if it runs (spareo:cart-count), so an add whose island never wakes is
  // counted too, and a behaviour starting later reads the right number.
  "a.answer.then(function(){var p=m.querySelector('.add-to-cart-status'),x;a.accepted=true;",
  "[].forEach.call(d.querySelectorAll('spareo-behaviour[data-name=CartCount]'),function(b){var n=b.querySelector('.cart-count'),s=b.querySelector('.cart-link .visually-hidden'),c,j;if(!n)return;",
  "c=(+n.textContent||0)+q;n.textContent=c;try{j=JSON.parse(b.querySelector('script').textContent);s.textContent=(j.texts['layout.header.cartCount_'+new Intl.PluralRules(j.locale).select(c)]||j.texts['layout.header.cartCount_other']).replace(/\\{\\{\\s*count\\s*\\}\\}/g,c)}catch(y){}});",
  "dispatchEvent(new CustomEvent('spareo:cart-count',{detail:{delta:q}}));if(a.taken)return;try{x=JSON.parse(m.querySelector('script').textContent).texts.added}catch(y){}if(p&&x)p.textContent=x},",
  "function(r){a.accepted=false;a.unclear=!r||!r.status||r.status>=500;if(a.taken||w.spareoAdds.some(function(b){return b.offer===a.offer&&b.accepted!==false}))return;t.textContent=t._t;t.classList.remove(t.dataset.tappedClass)})",
  ".then(function(){go(e)})},true);",
  // A choice whose next list the island would ask for once woken (data-next-list: its URL with
  // __ID__): asked for at the choice, so the answer travels while the island wakes (window.spareoLists);
  // once per list, since the runtime gives the choice to the waking island again as a change.
  "addEventListener('change',function(e){var t=e.target,m=t&&t.dataset&&t.dataset.nextList&&t.value&&t.closest('spareo-island'),u;",
  "if(!m||m.hasAttribute('data-hydrated'))return;u=t.dataset.nextList.replace('__ID__',encodeURIComponent(t.value));w.spareoLists=w.spareoLists||{};",
  "if(!(u in w.spareoLists))w.spareoLists[u]=fetch(u,{headers:{accept:'application/json'}})},true);",
  // A search field that names its suggestions call (data-suggest: the call with an empty term) has
  // each term long enough (data-suggest-from) asked for at the input, until its early code answers
  // the box itself (EARLY_ASKS on the island), which takes these answers (window.spareoSuggestions):
  // the first suggestion does not wait for that code's file to come first.
  "addEventListener('input',function(e){var t=e.target,m=t&&t.dataset&&t.dataset.suggest&&t.closest('spareo-island'),v=m&&t.value.trim(),u;",
  `if(!m||m.hasAttribute('data-hydrated')||m.hasAttribute('${EARLY_ASKS}')||v.length<+t.dataset.suggestFrom)return;`,
  "u=new URL(t.dataset.suggest,location.href);u.searchParams.set('q',v);u=u.pathname+u.search;w.spareoSuggestions=w.spareoSuggestions||{};",
  `if(!(u in w.spareoSuggestions))(w.spareoSuggestions[u]=fetch(u,{headers:{accept:'application/json','${CONTEXT_HEADERS.locale}':d.documentElement.lang}})).catch(function(){})},true);`,
  "addEventListener('click',hold,true);addEventListener('offline',offline);",
  "addEventListener('submit',function(e){var k=e.target.dataset&&e.target.dataset.forgetStorage;if(k)try{localStorage.removeItem(k)}catch(x){}},true);",
  "addEventListener('input',function(e){var t=e.target,x;if(!t||!t.closest||t.getAttribute('aria-invalid')!=='true'||!t.closest('form[data-clear-invalid]'))return;",
  "t.removeAttribute('aria-invalid');x=t.id&&d.getElementById(t.id+'-error');if(x)x.hidden=true},true);",
  "E.forEach(function(n){addEventListener(n,on,true)});",
  // Once loaded and idle: the runtime and the later islands' chunks into the cache, not run.
  // Once the shopper has begun (an add sent at the tap among it: w.spareoAdds), the prefetch waits until the
  // islands they woke have (spareo-quiet, from the runtime), so no file fetched ahead shares the line with the answer.
  // Each prefetch started costs the main thread a little (27-30 files took 6 ms of a desktop core, four
  // times that on a slow phone): as many as the browser's idle period leaves time for, the rest in the next
  // one (four at a time where there is no idle callback), so no tap waits behind the whole list.
  "function later(i){if(lean)return;var q=list('prefetch');(function step(i){var n=0,h,l;",
  "if((done||w.spareoAdds)&&!w.spareoQuiet)return addEventListener('spareo-quiet',function(){step()},{once:true});",
  "while(q.length&&(!n||(i&&i.timeRemaining?i.timeRemaining()>1:n<4))){h=q.shift();",
  "if((done&&h===s.dataset.runtime)||d.querySelector('link[rel=modulepreload][href=\"'+h+'\"]'))continue;l=d.createElement('link');l.rel='prefetch';l.href=h;d.head.appendChild(l);n++}",
  "if(q.length)(w.requestIdleCallback||setTimeout)(step)})(i)}",
  // 1.5 s after the load and the first paint (a fast load may come before it), when idle: never part
  // of a paint (a late image's included). Prefetch only downloads; compiling waits for use.
  "function idle(){var P=w.PerformanceObserver,g=function(){setTimeout(function(){(w.requestIdleCallback||setTimeout)(later,{timeout:3000})},1500)};",
  "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return g();",
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}}).observe({type:'paint',buffered:true})}",
  "if(d.readyState==='complete')idle();else addEventListener('load',idle);",
  "if(s.dataset.wake==='paint'&&!lean)painted();",
  "else if(d.activeElement&&d.activeElement!==d.body)go({type:'focusin',target:d.activeElement});",
  'else if(!lean){seen();painted(kept)}})()',
].join('');

/**
 * Run before a listing's cards are parsed: on a lean line (Save-Data, or 2g/3g) the listing's
 * lazy pictures are not shown until the first scroll, as the browser would otherwise fetch them
 * 2,500 px ahead and a first view would outgrow what a data saver expects; their place is kept.
 */
export const LEAN_MARK = "var c=navigator.connection;if(c&&(c.saveData===true||/^(slow-2g|2g|3g)$/.test(c.effectiveType||'')))document.documentElement.classList.add('lean')";
