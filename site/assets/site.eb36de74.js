"use strict";
// The symbol navigator (the sidebar; a drawer on phones) and the theme menu. Kept apart from
// site.js (search, the language view) so either can change without touching the other.
(function(){
var d=document.documentElement,nav=document.getElementById("site-nav");
if(!nav)return;
// The other types' trees (and the examples') come from the shared script
// (SymbolNavigator.script), links from the site root; this page's way to the root goes in
// front of them. The page, when one of them holds it, is marked and its groups opened.
var me=document.currentScript,root=me&&me.dataset.root!=null?me.dataset.root:"./",trees=self.ScrollNotesNavigator;
function folder(u){return u.replace(/[?#].*$/,"").replace(/index\.html$/,"")}
var here=folder(location.href);
if(trees)nav.querySelectorAll("li[data-nav]").forEach(function(li){
  var html=trees[+li.dataset.nav];if(typeof html!=="string")return;
  li.innerHTML=html;li.removeAttribute("data-nav");
  li.querySelectorAll("a[href]").forEach(function(a){
    a.setAttribute("href",root+a.getAttribute("href"));
    var to=folder(a.href),mark=to===here?"page":a.closest("summary")&&here.indexOf(to)===0?"true":null;
    if(!mark)return;
    a.setAttribute("aria-current",mark);
    for(var d=a.closest("details");d;d=d.parentElement.closest("details"))d.open=true;
  });
});
var box=document.getElementById("nav-filter"),empty=nav.querySelector(".nav-empty"),button=document.querySelector(".menu-button");
function has(text,q){return text.toLowerCase().indexOf(q)>=0}

// Filter: a substring of a member's name or of a topic's title (either language), any case;
// a matching topic shows all its members. A type whose name matches stays listed (open only
// when something in it matches too); articles and the other pages match by title. Groups
// left empty are hidden. The <details> on the way to a match open while the box has text
// and are put back as they were when it is cleared.
var saved=null;
function filter(text){
  var q=text.trim().toLowerCase(),all=nav.querySelectorAll("details");
  if(q&&!saved)saved=Array.prototype.map.call(all,function(x){return x.open});
  nav.querySelectorAll(".nav-tree > li").forEach(function(item){
    var type=item.querySelector("details"),inside=false;
    if(!type){item.hidden=!!q&&!has(item.textContent,q);return}
    type.querySelectorAll(":scope > details").forEach(function(topic){
      var topicHit=!q||has(topic.querySelector("summary").textContent,q),some=false;
      topic.querySelectorAll("li").forEach(function(li){var hit=topicHit||has(li.textContent,q);li.hidden=!hit;some=some||hit});
      topic.hidden=!some;inside=inside||some;if(q&&some)topic.open=true;
    });
    item.hidden=!(inside||has(type.querySelector("summary").textContent,q));
    if(q)type.open=inside;
  });
  nav.querySelectorAll("h2").forEach(function(h){
    var list=h.nextElementSibling,some=false;if(!list)return;
    list.querySelectorAll(":scope > li").forEach(function(li){
      if(!list.classList.contains("nav-tree"))li.hidden=!!q&&!has(li.textContent,q);
      some=some||!li.hidden;
    });
    h.hidden=list.hidden=!some;
  });
  if(empty)empty.hidden=!q||nav.querySelector("h2:not([hidden])")!==null;
  if(!q&&saved){all.forEach(function(x,i){x.open=saved[i]});saved=null}
}
// What Enter opens: the first member or page shown, else the first type shown.
function visibleLinks(){
  var shown=Array.prototype.filter.call(nav.querySelectorAll("h2 ~ ul a[href]"),function(a){return a.offsetParent!==null});
  var members=shown.filter(function(a){return !a.closest("summary")});
  return members.length?members:shown;
}
function placeholder(){if(box){var v=d.dataset.view;box.placeholder=v==="en"?"Filter":v==="zh"?"筛选":"Filter · 筛选"}}
if(box){
  box.hidden=false;placeholder();
  if(window.MutationObserver)new MutationObserver(placeholder).observe(d,{attributes:true,attributeFilter:["data-view"]});
  box.addEventListener("input",function(){filter(box.value)});
  box.addEventListener("keydown",function(e){
    if(e.key==="Escape"&&box.value){e.stopPropagation();box.value="";filter("");return}
    var links=visibleLinks();if(!links.length)return;
    if(e.key==="Enter"){e.preventDefault();links[0].click()}
    else if(e.key==="ArrowDown"){e.preventDefault();links[0].focus()}
  });
  if(box.value)filter(box.value);
}

// The current page's link is scrolled into the sidebar's view (not the page's).
function reveal(){
  var a=nav.querySelector('a[aria-current="page"]')||nav.querySelector('a[aria-current="true"]');
  if(!a||!nav.clientHeight)return;
  var n=nav.getBoundingClientRect(),r=a.getBoundingClientRect(),top=n.top+(box?box.offsetHeight+16:0);
  if(r.top<top||r.bottom>n.bottom)nav.scrollTop+=r.top-n.top-n.height/3;
}
reveal();

// Phones: the menu button opens the navigator as a drawer over the page, which is inert
// meanwhile; Escape, the close button, the backdrop or choosing a link closes it.
var narrow=window.matchMedia?window.matchMedia("(max-width: 800px)"):null;
function rest(){return document.querySelectorAll("body > header, main, body > footer, .skip-link")}
function isOpen(){return d.classList.contains("nav-open")}
function open(){
  d.classList.add("nav-open");if(button)button.setAttribute("aria-expanded","true");
  rest().forEach(function(x){x.inert=true});reveal();(box&&!box.hidden?box:nav).focus();
}
function close(focus){
  if(location.hash==="#site-nav")history.replaceState(history.state,"",location.pathname+location.search);
  if(!isOpen())return;
  d.classList.remove("nav-open");if(button)button.setAttribute("aria-expanded","false");
  rest().forEach(function(x){x.inert=false});if(focus&&button)button.focus();
}
if(button)button.addEventListener("click",function(e){e.preventDefault();if(isOpen())close(true);else open()});
nav.addEventListener("click",function(e){
  var a=e.target.closest&&e.target.closest("a[href]");if(!a)return;
  if(a.classList.contains("nav-close")){e.preventDefault();close(true)}else close(false);
});
document.addEventListener("click",function(e){if(isOpen()&&!nav.contains(e.target)&&!(button&&button.contains(e.target)))close(false)});
document.addEventListener("keydown",function(e){if(e.key==="Escape"&&isOpen()){e.preventDefault();close(true)}});
if(narrow&&narrow.addEventListener)narrow.addEventListener("change",function(){close(false)});
})();
(function(){
// Theme: light, dark or the system's (auto), remembered; view-bootstrap.js applies it
// before paint. Where storage is refused the choice lasts for the page.
var d=document.documentElement,menu=document.querySelector(".theme-menu");
if(!menu)return;
var summary=menu.querySelector("summary");
function pressed(){menu.querySelectorAll("[data-theme-choice]").forEach(function(b){b.setAttribute("aria-pressed",String(b.dataset.themeChoice===d.dataset.theme))})}
pressed();
menu.addEventListener("click",function(e){
  var b=e.target.closest&&e.target.closest("[data-theme-choice]");if(!b)return;
  d.dataset.theme=b.dataset.themeChoice;try{localStorage.setItem("scrollnotes.theme",b.dataset.themeChoice)}catch(x){}
  pressed();menu.open=false;summary.focus();
});
document.addEventListener("keydown",function(e){if(e.key==="Escape"&&menu.open){menu.open=false;summary.focus()}});
document.addEventListener("click",function(e){if(menu.open&&!menu.contains(e.target))menu.open=false});
})();
"use strict";
// Copy buttons: each code block copies what the reader sees in it (the comments of the
// chosen language), never line numbers nor the greyed lines that only drive the model.
(function(){
  function label(en,zh){return '<span lang="en" class="en">'+en+'</span><span lang="zh-Hans" class="zh">'+zh+'</span>';}
  document.querySelectorAll("main pre:not(.source)").forEach(function(pre){
    var b=document.createElement("button");b.type="button";b.className="copy-code";b.innerHTML=label("Copy","复制");
    b.addEventListener("click",function(){
      // Lines that only drive the model (.code-harness) are not part of the UIKit code.
      var harness=pre.querySelectorAll(".code-harness");harness.forEach(function(h){h.style.display="none";});
      var text=pre.querySelector("code")?pre.querySelector("code").innerText:pre.innerText;
      harness.forEach(function(h){h.style.display="";});
      var done=function(){b.innerHTML=label("Copied","已复制");b.dataset.copied="1";setTimeout(function(){b.innerHTML=label("Copy","复制");},1500);};
      if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(text).then(done,function(){});}
      else{var t=document.createElement("textarea");t.value=text;document.body.appendChild(t);t.select();try{document.execCommand("copy");done();}catch(e){}t.remove();}
    });
    pre.classList.add("has-copy");pre.appendChild(b);
  });
})();
(function(){
// The view travels in the links (?lang=) where it cannot be remembered: opened from disk
// (file:// storage may be refused, or kept per file) or with storage switched off.
var carry=location.protocol==="file:"||!(function(){try{localStorage.setItem("scrollnotes.probe","1");localStorage.removeItem("scrollnotes.probe");return true}catch(e){return false}})();
function carryView(links){if(!carry)return;var v=document.documentElement.dataset.view;Array.prototype.forEach.call(links,function(a){var h=a.getAttribute("href");
  if(!h||h.charAt(0)==="#"||a.hasAttribute("data-view-choice"))return;var u=new URL(h,location.href);
  if(u.protocol!==location.protocol||u.host!==location.host||!/\.html$/.test(u.pathname))return;
  u.searchParams.set("lang",v);a.href=u.href})}
function searchLabel(v){var i=document.getElementById("search-input");if(i)i.placeholder=v==="en"?"Search ( / )":v==="zh"?"搜索（/）":"Search · 搜索 ( / )";
  document.querySelectorAll("option[data-en]").forEach(function(o){var e=o.dataset.en,z=o.dataset.zh;o.textContent=v==="en"?e:v==="zh"?z:(/[\u3400-\u9fff]/.test(z)?e+" / "+z:e);});}
function setView(v){var d=document.documentElement;d.dataset.view=v;d.lang=v==="zh"?"zh-Hans":"en";searchLabel(v);try{localStorage.setItem("scrollnotes.view",v)}catch(e){}
  carryView(document.querySelectorAll("a[href]"));
  // A reload keeps the new view when the address names the old one.
  if(new URLSearchParams(location.search).has("lang"))try{var u=new URL(location.href);u.searchParams.set("lang",v);history.replaceState(history.state,"",u.href)}catch(e){}}
searchLabel(document.documentElement.dataset.view);carryView(document.querySelectorAll("a[href]"));
document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[data-view-choice]");if(!a)return;e.preventDefault();setView(a.dataset.viewChoice);});
// The search (search.js, appended to this file) writes the view into its result links too.
window.ScrollNotesSite={carryView:carryView};
})();
"use strict";
// Search (docs/site.md, "Search"). Appended to site.js when the site is built (SiteAssets.script),
// so it shares its <script> tag: data-root and data-search-index come from there.
//
// Sections: the segmenter (mirror of SearchSegmenter.swift, parity-tested), loading the
// index, reading a query, matching names, the glossary, full text, ranking, drawing results,
// and wiring the box and the search page. Everything stays on the page's own origin: the
// index is a set of scripts beside the pages, loaded when the box is first used.
(function(){
var me=document.currentScript,root=me&&me.dataset.root?me.dataset.root:"./";
var indexName=me&&me.dataset.searchIndex?me.dataset.searchIndex.slice(root.length):"search-index.js";
var api=window.ScrollNotesSearch=window.ScrollNotesSearch||{};

// ---- Segmenter: the same cuts as SearchSegmenter.swift ----------------------------------
function isHan(c){return (c>=0x3400&&c<=0x4DBF)||(c>=0x4E00&&c<=0x9FFF)||(c>=0xF900&&c<=0xFAFF)||(c>=0x20000&&c<=0x2FA1F)}
function isWord(c){return (c>=0x30&&c<=0x39)||(c>=0x41&&c<=0x5A)||(c>=0x61&&c<=0x7A)||(c>=0xC0&&c<=0x24F&&c!==0xD7&&c!==0xF7)}
function isUpper(c){return c>=0x41&&c<=0x5A}
function isLower(c){return c>=0x61&&c<=0x7A}
function lower(cps){return String.fromCodePoint.apply(null,cps).toLowerCase()}
// Where the camelCase parts of a word (code points) start, after the first:
// contentInset → [7]; UIScrollView → [2, 8].
function cuts(word){var out=[];for(var i=1;i<word.length;i++){
  if(isUpper(word[i])&&!isUpper(word[i-1]))out.push(i);
  else if(i>=2&&isLower(word[i])&&isUpper(word[i-1])&&isUpper(word[i-2]))out.push(i-1)}return out}
function terms(text){var out=[],word=[],han=[];
  function flushWord(){if(!word.length)return;out.push(lower(word));var c=cuts(word);
    if(c.length){var s=0;c.forEach(function(k){out.push(lower(word.slice(s,k)));s=k});out.push(lower(word.slice(s)))}word=[]}
  function flushHan(){if(!han.length)return;if(han.length===1)out.push(String.fromCodePoint(han[0]));else for(var i=0;i+1<han.length;i++)out.push(String.fromCodePoint(han[i],han[i+1]));han=[]}
  for(var ch of text){var c=ch.codePointAt(0);if(isHan(c)){flushWord();han.push(c)}else if(isWord(c)){flushHan();word.push(c)}else{flushWord();flushHan()}}
  flushWord();flushHan();return out}
// A query's pieces: whole words (lowercased, never split: `contentIn` is one partial word)
// and Han runs, in order.
function pieces(text){var out=[],word=[],han=[];
  function flush(){if(word.length)out.push({latin:true,text:lower(word)});if(han.length)out.push({latin:false,text:String.fromCodePoint.apply(null,han)});word=[];han=[]}
  for(var ch of text){var c=ch.codePointAt(0);if(isHan(c)){if(word.length)flush();han.push(c)}else if(isWord(c)){if(han.length)flush();word.push(c)}else flush()}
  flush();return out}
// The shard of a term: FNV-1a of its first character (Han) or first three (others), so one
// shard holds every term a typed prefix can grow into.
function shardKey(t){var cps=Array.from(t);return cps.length?cps.slice(0,isHan(cps[0].codePointAt(0))?1:3).join(""):""}
function shardOf(t,n){var h=0x811c9dc5,b=new TextEncoder().encode(shardKey(t));for(var i=0;i<b.length;i++){h^=b[i];h=Math.imul(h,0x01000193)>>>0}return h%n}

// ---- Loading: each index file is a script that stores its JSON under its own name --------
function indexData(){return window.ScrollNotesSearchData||{}}
function loadData(name){return new Promise(function(resolve,reject){
  function found(){var d=indexData();if(!Object.prototype.hasOwnProperty.call(d,name))return false;resolve(d[name]);return true}
  if(found())return;var s=document.createElement("script");s.src=root+name;
  s.onload=function(){if(!found())reject(new Error(name+": no search data"))};s.onerror=function(){reject(new Error(name+": not loaded"))};
  document.head.appendChild(s)})}
var cache={};
function once(key,name,then){if(!cache[key])cache[key]=loadData(name).then(then).catch(function(e){delete cache[key];throw e});return cache[key]}
// The page list, read into records (prepare); asked for by the box's first use once the first
// answer is painted, or by the first query that needs it.
function loadManifest(){return once("manifest",indexName,prepare)}
// A shard with its terms sorted, for prefix ranges and near spellings. The builder writes
// them sorted, which is the order wanted unless a term reads as an array index (`0`, `2019`:
// an object lists those first) or holds a character beyond U+FFFF; then they are sorted here.
// Each term's postings are one string, "gap,weight,…", read into numbers when first used.
function loadShard(k){return once("t"+k,"search/t"+k+".js",function(sh){var keys=Object.keys(sh);
  for(var i=1;i<keys.length;i++)if(!(keys[i-1]<keys[i])){keys.sort();break}
  return {map:sh,keys:keys,read:Object.create(null)}})}
function postingsOf(sh,t){var p=sh.read[t];if(p)return p;if(!Object.prototype.hasOwnProperty.call(sh.map,t))return null;var s=sh.map[t];
  p=[];for(var i=0,n=0;i<=s.length;i++){var c=s.charCodeAt(i);if(c>=48&&c<=57)n=n*10+c-48;else{p.push(n);n=0}}
  return sh.read[t]=p}

// Word starts of a name (lowercased), for matching `inset` in adjustedContentInset.
function wordStarts(name){if(!name)return [0];if(/^[\x00-\x7f]*$/.test(name)){var cs=[];for(var i=0;i<name.length;i++)cs.push(name.charCodeAt(i));return [0].concat(cuts(cs))}
  return [0].concat(cuts(Array.from(name).map(function(c){return c.codePointAt(0)})))}
function prepare(m){
  if(!m||m.v!==3)throw new Error("search index: unknown version");
  var total=0;
  m.docs.forEach(function(d,i){d.i=i;total+=d.l||1;
    // Symbols (APIs, types, cases) match by name; an example's id is part of its title.
    var symbol=d.n&&!/^(example|article|notes|page)$/.test(d.k),base=symbol?d.n.replace(/\(.*$/,""):"";
    d.nl=base.toLowerCase();d.ws=wordStarts(base);d.ol=(d.o||"").toLowerCase();
    d.ow=d.ol.split(".").pop();d.tl=(d.e||"")+" "+(d.z||"")+" "+(symbol?"":d.n||"");
    // Title words as pieces() gives them, by one regular expression (this runs for every page).
    d.tw=d.tl.toLowerCase().match(/[0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]+/g)||[];
    d.tc=[(d.e||"").toLowerCase().replace(/\s+/g,""),(d.z||"").toLowerCase().replace(/\s+/g,"")];
    d.cs=d.c?d.c.map(function(c,j){return {name:c,nl:c.toLowerCase(),j:j}}):[]});
  m.avg=total/Math.max(m.docs.length,1);
  (m.glossary||[]).forEach(function(g){g.han=g.w.filter(function(w){return /[\u3400-\u9fff]/.test(w)});g.en=g.w.filter(function(w){return !/[\u3400-\u9fff]/.test(w)})});
  return m}

// ---- Reading a query ---------------------------------------------------------------------
// `UIScrollView.contentInset`, `.never`, `decelerationRate.fast`: a dotted name is a name
// and the type (or enum) it belongs to.
function readQuery(q){
  var ps=pieces(q),latin=ps.filter(function(p){return p.latin}).map(function(p){return p.text}),han=ps.filter(function(p){return !p.latin}).map(function(p){return p.text});
  var compact=q.trim().replace(/\s+/g,""),dotted=null;
  if(/^[A-Za-z_.][A-Za-z0-9_.:()]*$/.test(compact)&&compact.indexOf(".")>=0){
    var base=compact.replace(/\(.*$/,""),parts=base.split(".");
    dotted={name:parts.pop().toLowerCase(),qualifier:parts.filter(Boolean).join(".").toLowerCase(),leading:base.charAt(0)==="."}}
  var nq=dotted?dotted.name:(han.length?latin.join(""):compact.replace(/\(.*$/,"").toLowerCase());
  if(/[^a-z0-9_\u00c0-\u024f]/.test(nq))nq=latin.join("");
  return {q:q,pieces:ps,latin:latin,han:han,nq:nq,dotted:dotted,words:latin.length>1&&!dotted,compact:q.toLowerCase().replace(/\s+/g,"")}}

// ---- Names ---------------------------------------------------------------------------------
// At most one edit (a letter added, dropped, changed, or two swapped) between a and b.
function near(a,b){var la=a.length,lb=b.length;if(Math.abs(la-lb)>1)return false;var i=0;while(i<la&&i<lb&&a[i]===b[i])i++;
  if(i===la&&i===lb)return true;if(la===lb)return a.slice(i+1)===b.slice(i+1)||(i+1<la&&a[i]===b[i+1]&&a[i+1]===b[i]&&a.slice(i+2)===b.slice(i+2));
  return la>lb?a.slice(i+1)===b.slice(i):a.slice(i)===b.slice(i+1)}
// Tiers (higher first): 6 the exact name, 5 a name it begins (or the name with one typo),
// 4 a word of the name, 3.2 inside the name. The second number orders within a tier:
// shorter names first.
function nameMatch(nl,ws,q){var nq=q.nq;if(!nl||!nq)return null;var len=-nl.length/100;
  if(nl===nq)return [6,0];
  if(nl.lastIndexOf(nq,0)===0)return [q.words?4:5,len];
  for(var i=1;i<ws.length;i++)if(nl.lastIndexOf(nq,ws[i])===ws[i])return [4,len];
  if(q.words){var at=0,ok=q.latin.every(function(w){for(var k=0;k<ws.length;k++)if(ws[k]>=at&&nl.lastIndexOf(w,ws[k])===ws[k]){at=ws[k]+w.length;return true}return false});if(ok)return [4,len]}
  if(nq.length>=3&&nl.indexOf(nq)>0)return [3.2,len];
  if(nq.length>=5){if(near(nq,nl))return [5,len-0.5];
    for(var d=-1;d<=1;d++)if(near(nq,nl.slice(0,nq.length+d)))return [4.5,len]}
  return null}
function qualifies(qual,d){return !qual||qual===d.ol||qual===d.ow||d.ol.slice(-qual.length-1)==="."+qual}
// A page's best name match: its own name, or one of its enum cases (`.never`).
function names(d,q){var best=null,dot=q.dotted;
  if(d.nl){
    if(dot&&!dot.name){if(dot.qualifier&&(dot.qualifier===d.ol||dot.qualifier===d.ow))best={t:4,s:0}}
    else{var m=nameMatch(d.nl,d.ws,q);if(m){best={t:m[0],s:m[1]};if(dot&&dot.qualifier){if(qualifies(dot.qualifier,d))best.s+=1;else best.t-=1}}}}
  d.cs.forEach(function(c){var m=nameMatch(c.nl,[0],q);if(!m)return;var t=m[0],s=m[1];
    var named=dot&&(dot.leading||(dot.qualifier&&(dot.qualifier===d.nl||dot.qualifier.split(".").pop()===d.nl)));
    // A case name typed bare (`never`) is a weaker match than `.never` or `Behavior.never`.
    if(!named){if(t===6)t=3.5;else if(t===5&&q.nq.length>=3)t=2.5;else return}else if(dot.qualifier)s+=1;
    if(!best||t>best.t||(t===best.t&&s>best.s))best={t:t,s:s,c:c}});
  return best}
// Titles of articles, examples and notes: the whole title, every word of the query, or most.
function titles(d,q){if(d.tl.length<4&&!d.tl.trim())return null;
  if(q.compact&&d.tc.indexOf(q.compact)>=0)return {t:5.5,s:0};
  var want=q.latin.length+q.han.length;if(!want)return null;
  var got=q.latin.filter(function(w){return d.tw.some(function(t){return t.lastIndexOf(w,0)===0})}).length+q.han.filter(function(h){return d.tl.indexOf(h)>=0}).length;
  if(got===want)return {t:3,s:0};if(want>1&&got*2>=want)return {t:2,s:got/want};return null}

// ---- Glossary: the words readers use (Content/search-glossary.txt) ----------------------------
// Which concepts a query names. A Chinese word counts where it occurs in the query (the
// longest wins: 滚动条 over 滚动) or where the query's last Han run begins it (下拉 → 下拉刷新);
// an English phrase where its words occur, or where the last words begin it (rubber ba).
function glossaryHits(m,q){var text=q.q,qs=q.latin.join(" "),words=" "+qs+" ",last=q.pieces.length?q.pieces[q.pieces.length-1]:null,spans=[];
  (m.glossary||[]).forEach(function(g,gi){
    g.han.forEach(function(w){var at=text.indexOf(w);while(at>=0){spans.push({g:gi,han:true,from:at,to:at+w.length,full:true});at=text.indexOf(w,at+1)}
      if(last&&!last.latin&&w!==last.text&&w.lastIndexOf(last.text,0)===0&&text.lastIndexOf(last.text)+last.text.length===text.length)
        spans.push({g:gi,han:true,from:text.length-last.text.length,to:text.length,full:false})});
    g.en.forEach(function(w){var phrase=pieces(w).map(function(p){return p.text}).join(" ");if(!phrase)return;
      var at=words.indexOf(" "+phrase+" ");if(at>=0){spans.push({g:gi,han:false,from:at,to:at+phrase.length,full:true});return}
      // The last word typed so far (three letters or more) stops inside a word of the phrase.
      if(!last||!last.latin||last.text.length<3)return;
      for(var k=phrase.length-1;k>=last.text.length;k--){if(phrase.charAt(k)===" "||phrase.charAt(k-1)===" ")continue;var pre=phrase.slice(0,k);
        if(qs.slice(-pre.length)===pre&&(qs.length===pre.length||qs.charAt(qs.length-pre.length-1)===" ")){spans.push({g:gi,han:false,from:qs.length-pre.length,to:qs.length,full:false});return}}})});
  // The longest word wins where words overlap: 滚动条 over 滚动, "scroll indicator" over "scroll".
  var kept=spans.filter(function(s){return !spans.some(function(o){return o!==s&&o.han===s.han&&o.full&&o.from<=s.from&&o.to>=s.to&&(o.to-o.from)>(s.to-s.from)})});
  var by={};kept.forEach(function(h){if(!by[h.g]||(h.full&&!by[h.g].full))by[h.g]=h});
  return Object.keys(by).map(function(k){return by[k]})}

// ---- Full text: BM25 over weighted counts (titles 12, headings and summaries 4, body 1) -----
// Each query word also finds the words it begins (`deceler` → deceleration), and a word of
// five letters or more with no match finds words one typo away (`contnet` → content).
function lowerBound(keys,x){var lo=0,hi=keys.length;while(lo<hi){var mid=(lo+hi)>>1;if(keys[mid]<x)lo=mid+1;else hi=mid}return lo}
function expand(shard,t,latin){var out=[],keys=shard.keys;
  if(Object.prototype.hasOwnProperty.call(shard.map,t))out.push([t,1]);
  if(!latin||Array.from(t).length>=3){for(var i=lowerBound(keys,t);i<keys.length&&keys[i].lastIndexOf(t,0)===0&&out.length<40;i++)if(keys[i]!==t)out.push([keys[i],0.8])}
  if(!out.length&&latin&&t.length>=5)keys.forEach(function(k){if(out.length<20&&near(t,k))out.push([k,0.5])});
  return out}
// The terms to look up: each query piece (whole Latin words; Han as bigrams, a lone
// character as itself), plus the words of the concepts the query names, as alternatives.
function queryTerms(m,q,hits){var groups=[],alone=q.pieces.length===1;
  // A lone letter or two (the first keystrokes of a word) is matched against names and
  // titles only: every term it could begin is spread over many shards.
  q.pieces.forEach(function(p){if(p.latin){if(!(alone&&p.text.length<3))groups.push({terms:[p.text],latin:true,alts:[]})}
    else{var cps=Array.from(p.text);if(cps.length===1)groups.push({terms:[p.text],latin:false,alts:[]});
      else for(var i=0;i+1<cps.length;i++)groups.push({terms:[cps[i]+cps[i+1]],latin:false,alts:[]})}});
  var extra=[];hits.forEach(function(h){m.glossary[h.g].w.forEach(function(w){terms(w).forEach(function(t){if(extra.indexOf(t)<0)extra.push(t)})})});
  groups.forEach(function(g){g.alts=extra});
  if(!groups.length&&extra.length)groups.push({terms:[],latin:true,alts:extra});
  return groups}
function fullText(m,q,hits){var groups=queryTerms(m,q,hits),need={};
  groups.forEach(function(g){g.terms.concat(g.alts).forEach(function(t){need[shardOf(t,m.shards)]=1})});
  var ks=Object.keys(need).map(Number);
  return Promise.all(ks.map(loadShard)).then(function(loaded){var byShard={};ks.forEach(function(k,i){byShard[k]=loaded[i]});
    // Per page: the score of the query's own words (with their completions and near
    // spellings), how many of them it has, and the score of the glossary's words.
    var n=m.docs.length,own={},covered={},alt={};
    function score(t,f,best){var p=postingsOf(byShard[shardOf(t,m.shards)],t);if(!p)return;var df=p.length/2,idf=Math.log(1+(n-df+0.5)/(df+0.5)),d=0;
      for(var i=0;i<p.length;i+=2){d+=p[i];var tf=p[i+1],len=m.docs[d].l||1,s=f*idf*tf*2.2/(tf+1.2*(0.25+0.75*len/m.avg));if(!(best[d]>=s))best[d]=s}}
    groups.forEach(function(g){var best={};
      g.terms.forEach(function(t){var sh=byShard[shardOf(t,m.shards)];expand(sh,t,g.latin&&!isHan(t.codePointAt(0))).forEach(function(e){score(e[0],e[1],best)})});
      Object.keys(best).forEach(function(d){own[d]=(own[d]||0)+best[d];covered[d]=(covered[d]||0)+1})});
    var alts={};(groups[0]?groups[0].alts:[]).forEach(function(t){score(t,0.5,alts)});
    Object.keys(alts).forEach(function(d){alt[d]=alts[d]});
    return {own:own,covered:covered,alt:alt}})}

// ---- Ranking: names, then titles, then the body ------------------------------------------
// Tier 6 exact name, 5 name prefix (or one typo), 4 a word of a name, 3.5 a page the
// glossary names for the query's words, 3 a title, 2 most of a title, 1 the body text.
// Within a tier: the tier's own order (shorter names first; the glossary's order, most
// central first), then how many of the query's words the page has, their BM25 score, the
// score of the glossary's words, and last the page's place in the site (a stable order).
function rank(m,q){var hits=glossaryHits(m,q);
  return fullText(m,q,hits).then(function(ft){var found={};
    function offer(i,t,s,c,order){var d=m.docs[i];if(d.a!=null){i=d.a;d=m.docs[i];c=null}var r=found[i];
      if(!r||t>r.t||(t===r.t&&s>r.s))found[i]={d:d,t:t,s:s,c:c||null,order:order==null?1e9:order}}
    m.docs.forEach(function(d,i){var x=names(d,q);if(x)offer(i,x.t,x.s,x.c);var y=titles(d,q);if(y)offer(i,y.t,y.s)});
    hits.forEach(function(h){m.glossary[h.g].t.forEach(function(i,k){offer(i,h.full?3.5:3.4,0,null,k)})});
    Object.keys(ft.own).concat(Object.keys(ft.alt)).forEach(function(i){offer(Number(i),1,0)});
    return Object.keys(found).map(function(i){var r=found[i];r.cov=ft.covered[i]||0;r.own=ft.own[i]||0;r.alt=ft.alt[i]||0;return r})
      .sort(function(a,b){return b.t-a.t||b.s-a.s||a.order-b.order||b.cov-a.cov||b.own-a.own||b.alt-a.alt||a.d.i-b.d.i})})}
function blank(q){return !pieces(q).length&&!/\S/.test(q.replace(/[.\s]/g,""))}
// The best results of a query, ranked, with the page list they come from.
function ranked(q,limit){return loadManifest().then(function(m){return rank(m,readQuery(q)).then(function(rs){return {m:m,rs:rs.slice(0,limit||10)}})})}
// Summaries live in files of m.summaries pages; those of the results shown are loaded, once each.
var sumData={};
function loadSummaries(k){return once("s"+k,"search/s"+k+".js",function(s){sumData[k]=s;return s})}
function summaryOf(m,r){var k=Math.floor(r.d.i/m.summaries),f=sumData[k];return f?f[r.d.i-k*m.summaries]:null}
function needSummaries(x){var ks=[];x.rs.forEach(function(r){var k=Math.floor(r.d.i/x.m.summaries);if(!sumData[k]&&ks.indexOf(k)<0)ks.push(k)});
  return Promise.all(ks.map(loadSummaries))}
function results(x){return x.rs.map(function(r){return result(r,summaryOf(x.m,r))})}
// ---- First keystrokes: answers the build worked out (SearchFirstKeys.swift) -----------------
// One letter, digit or Han character typed in the box is answered from one small file
// (search/k.js, loaded first when the box is first used), without waiting for the page list
// or any shard. The answers are the ones ranked() gives (a browser test compares every one).
function loadKeys(){return once("k","search/k.js",function(k){return k})}
function firstChar(q){var cps=Array.from(q);if(cps.length!==1)return null;var c=cps[0].codePointAt(0);
  if(isHan(c))return {han:true,key:cps[0]};if(/^[A-Za-z0-9]$/.test(q))return {han:false,key:q.toLowerCase()};return null}
// The answer as ranked() gives it ({m, rs}), or null when the build left the character to the page list.
function firstAnswer(q){var f=firstChar(q);if(!f)return Promise.resolve(null);
  return loadKeys().then(function(file){return answer(file,f.key)})}
// k[key] is [page, tier, page, tier, …]; c[key] the results shown as an enum case, [[result, case], …].
function answer(file,key){var has=Object.prototype.hasOwnProperty,e=has.call(file.k,key)?file.k[key]:null;if(!e)return null;
  var rs=[],cs=has.call(file.c,key)?file.c[key]:[];
  for(var i=0;i<e.length;i+=2){var d=file.d[e[i]];d.i=e[i];rs.push({d:d,t:e[i+1],c:null})}
  cs.forEach(function(x){var j=x[1],name=rs[x[0]].d.c[j];rs[x[0]].c={name:name,nl:name.toLowerCase(),j:j}});
  return {m:{summaries:file.s},first:true,rs:rs}}
function search(q,limit){if(blank(q))return Promise.resolve([]);
  return ranked(q,limit).then(function(x){return needSummaries(x).then(function(){return results(x)})})}
function result(r,sum){var d=r.d,c=r.c,cs=c&&sum&&sum[2]?sum[2][c.j]:null;sum=sum||[];
  return {p:d.p,href:d.p+(c&&/[a-z0-9_-]/.test(c.nl)?"#case-"+c.nl.replace(/[^a-z0-9_-]/g,""):""),kind:c?"case":d.k,name:c?"."+c.name:(d.n||null),
    parent:c?(d.o?d.o+".":"")+d.n:(d.o||null),title:d.n?null:[d.e||d.z,d.z||d.e],
    summary:c?[cs&&cs[0],cs&&cs[1]]:d.k==="example"?[d.e,d.z||d.e]:[sum[0],sum[1]],deprecated:!!d.d,tier:r.t}}
api.terms=terms;api.shardOf=shardOf;api.shardKey=shardKey;api.search=search;
// A first keystroke's answer from the build's files, as search() gives it; null when the build left it to the page list.
api.firstAnswer=function(q){return firstAnswer(q).then(function(x){return x&&needSummaries(x).then(function(){return results(x)})})};

// ---- Drawing results -----------------------------------------------------------------------
var KINDS={property:["Property","属性"],method:["Method","方法"],initializer:["Initializer","初始化方法"],subscript:["Subscript","下标"],
  protocol:["Protocol","协议"],"class":["Class","类"],"enum":["Enumeration","枚举"],struct:["Structure","结构体"],actor:["Actor","Actor"],
  typealias:["Type alias","类型别名"],extension:["Extension","扩展"],"case":["Case","枚举值"],article:["Article","文章"],example:["Example","示例"],
  notes:["Notes","笔记"],type:["Type","类型"],page:["Page","页面"]};
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!=null)e.textContent=text;return e}
// Text in both languages: two spans the view picks from, or one span for every view when
// the languages agree or one is missing.
function both(cls,en,zh){var wrap=el("span",cls);en=en||zh;zh=zh||en;if(!en)return null;
  if(en===zh){wrap.appendChild(el("span",null,en));return wrap}
  var a=el("span","en",en);a.lang="en";var b=el("span","zh",zh);b.lang="zh-Hans";wrap.appendChild(a);wrap.appendChild(b);return wrap}
function fileHref(h){var i=h.search(/[?#]/),p=i<0?h:h.slice(0,i);return /\/$/.test(p)?p+"index.html"+(i<0?"":h.slice(i)):h}
function entry(r,i,prefix){var li=el("li"),a=el("a","search-result");a.href=fileHref(root+r.href);a.id=prefix+i;a.setAttribute("role","option");a.setAttribute("aria-selected","false");
  a.dataset.kind=r.kind;a.dataset.path=r.p;var head=el("span","result-head");
  if(r.name){var code=el("code","result-name",r.name);head.appendChild(code)}else head.appendChild(both("result-title",r.title[0],r.title[1]));
  var k=KINDS[r.kind]||KINDS.page;head.appendChild(both("result-kind",k[0],k[1]));
  if(r.parent){var p=el("span","result-parent");p.appendChild(el("code",null,r.parent));head.appendChild(p)}
  if(r.deprecated)head.appendChild(both("badge deprecated","Deprecated","已弃用"));
  a.appendChild(head);var s=both("result-summary",r.summary[0],r.summary[1]);if(s)a.appendChild(s);li.appendChild(a);return li}
function draw(target,results,prefix){target.textContent="";results.forEach(function(r,i){target.appendChild(entry(r,i,prefix))});
  if(!results.length){var li=el("li","no-results");li.appendChild(both(null,"No results","没有结果"));target.appendChild(li)}
  if(window.ScrollNotesSite&&window.ScrollNotesSite.carryView)window.ScrollNotesSite.carryView(target.querySelectorAll("a"))}

// ---- The box in the header, and the search page (search/?q=) --------------------------------
var input=document.getElementById("search-input"),list=document.getElementById("search-results");
var pageList=document.getElementById("search-page-results"),status=document.getElementById("search-page-status"),allPages=document.getElementById("search-all-pages");
var target=pageList||list,limit=pageList?50:10,prefix=pageList?"search-page-result-":"search-result-";
api.timings=[];
// The chosen result is scrolled into view when the arrow keys move; new results start at the
// top of the list (scrolled back only if it was scrolled), which asks the browser for no
// layout before it paints them.
var scrolled=false;if(list)list.addEventListener("scroll",function(){scrolled=list.scrollTop>0});
function select(links,n,fresh){links.forEach(function(a,i){a.setAttribute("aria-selected",i===n?"true":"false");if(i===n){if(!pageList&&!fresh)a.scrollIntoView({block:"nearest"});input.setAttribute("aria-activedescendant",a.id)}});
  if(fresh&&scrolled){list.scrollTop=0;scrolled=false}}
function show(q,results,started,from){draw(target,results,prefix);drawn=q;input.removeAttribute("aria-activedescendant");
  if(pageList){pageList.hidden=false;if(allPages)allPages.hidden=true;
    if(status){status.hidden=false;status.textContent="";status.appendChild(both(null,results.length+(results.length===limit?"+":"")+" results for “"+q+"”","“"+q+"”的结果："+results.length+(results.length===limit?"+":"")+" 条"))}}
  else{list.hidden=false;input.setAttribute("aria-expanded","true")}
  var links=target.querySelectorAll("a");if(links.length&&!pageList)select(links,0,true);
  // What the box's first use still has to do (reading the page list into records: tens of
  // milliseconds on a large site) waits until the frame that shows these results is painted.
  if(quiet){var settle=quiet;quiet=null;afterPaint(settle)}
  if(started!=null){var t={query:q,ms:performance.now()-started,results:results.length,from:from||"index"};api.last=t;api.timings.push(t);
    afterPaint(function(){t.painted=performance.now()-started})}}
// After the next frame is painted: a task queued from that frame's animation callback.
function afterPaint(f){if(typeof requestAnimationFrame==="function")requestAnimationFrame(function(){setTimeout(f,0)});else setTimeout(f,0)}
function hide(){if(pageList){pageList.hidden=true;if(status)status.hidden=true;if(allPages)allPages.hidden=false;return}
  list.hidden=true;input.setAttribute("aria-expanded","false")}
// The results are drawn as soon as they are ranked; summaries not yet loaded are added to
// the drawn results when their files arrive (`complete`: the time the last one was added).
function run(q,started){if(blank(q)){if(input.value===q)show(q,[],started);return Promise.resolve([])}
  var answered=pageList?Promise.resolve(null):firstAnswer(q).catch(function(){return null});
  return answered.then(function(x){return x||ranked(q,limit)}).then(function(x){var rs=results(x),missing=x.rs.some(function(r){return !summaryOf(x.m,r)});
    if(input.value===q)show(q,rs,started,x.first?"first":"index");if(!missing){if(api.last&&api.last.query===q)api.last.complete=api.last.ms;return rs}
    // Their files are asked for once the results are painted: a request costs the main
    // thread a millisecond or more, and the first keystroke's frame waits for none of them.
    return new Promise(afterPaint).then(function(){return needSummaries(x)})
      .then(function(){var full=results(x);if(input.value===q&&drawn===q)fill(q,full,started);return full})})}
var drawn=null,quiet=null;
function fill(q,full,started){var links=target.querySelectorAll("a.search-result");
  full.forEach(function(r,i){var a=links[i];if(!a||a.dataset.path!==r.p||a.querySelector(".result-summary"))return;
    var s=both("result-summary",r.summary[0],r.summary[1]);if(s)a.appendChild(s)});
  if(api.last&&api.last.query===q)api.last.complete=performance.now()-started}
if(input&&target){
  if(pageList)input.setAttribute("aria-controls","search-page-results");
  // The box's first use (focus, or the pointer over it) loads what a first keystroke needs:
  // the answers to single characters (search/k.js). The page list, which later keystrokes
  // need, follows once the first answer is painted, or the reader has not typed for 300 ms
  // (a query that needs it sooner asks for it itself), so its 400 KB on a large site never
  // compete with that answer. A small site (at most 8 shards, 40,000 postings) then loads its
  // summaries and its shards too, so later keystrokes answer from memory; summaries first,
  // which every query's results need. `warm` says that all the box's first use loads is in
  // (the benchmark waits for it).
  var firstUsed=null;
  function firstUse(){if(firstUsed)return;firstUsed=new Promise(function(r){quiet=r;setTimeout(r,300)});
    var keys=loadKeys().catch(function(){});
    Promise.all([keys,firstUsed]).then(loadManifest).then(function(m){if(m.shards>8)return;var sums=[];
      for(var k=0;k*m.summaries<m.docs.length;k++)sums.push(loadSummaries(k));
      return Promise.all(sums).then(function(){var all=[];for(var k=0;k<m.shards;k++)all.push(loadShard(k));return Promise.all(all)})})
      .then(function(){api.warm=true}).catch(function(){})}
  input.addEventListener("focus",firstUse);
  input.addEventListener("pointerenter",firstUse);
  // The answers to single characters are small (about 20 KB gzip on 5,000 pages) and answer
  // most first keystrokes: they are fetched once the page has loaded and the browser is idle,
  // so a reader who presses / and types at once is answered from memory.
  function soon(){var idle=window.requestIdleCallback||function(f){setTimeout(f,200)};idle(function(){loadKeys().catch(function(){})},{timeout:3000})}
  if(!pageList){if(document.readyState==="complete")soon();else window.addEventListener("load",soon)}
  input.addEventListener("input",function(){var q=input.value,started=performance.now();
    if(pageList)try{var u=new URL(location.href);if(q.trim())u.searchParams.set("q",q);else u.searchParams.delete("q");history.replaceState(history.state,"",u.href)}catch(e){}
    if(!q.trim()){hide();return}run(q,started).catch(function(){})});
  input.addEventListener("keydown",function(e){if(e.key==="Escape"){if(!pageList)hide();return}var links=target.querySelectorAll("a");if(!links.length||target.hidden)return;
    var cur=Array.prototype.findIndex.call(links,function(a){return a.getAttribute("aria-selected")==="true"});
    if(e.key==="ArrowDown"||e.key==="ArrowUp"){e.preventDefault();select(links,cur<0&&e.key==="ArrowDown"?0:(cur+(e.key==="ArrowDown"?1:links.length-1))%links.length)}
    else if(e.key==="Enter"){e.preventDefault();location.href=links[Math.max(cur,0)].href}});
  if(!pageList)input.addEventListener("blur",function(){setTimeout(function(){if(!list.contains(document.activeElement))hide()},150)});
  input.form&&input.form.addEventListener("submit",function(e){e.preventDefault()});
  var asked=new URLSearchParams(location.search).get("q");if(asked){input.value=asked;run(asked,performance.now()).catch(function(){})}
  document.addEventListener("keydown",function(e){var t=e.target||{};if(e.key==="/"&&document.activeElement!==input&&!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||"")){e.preventDefault();input.focus()}});}
})();