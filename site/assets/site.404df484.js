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
var me=document.currentScript,root=me?me.dataset.root:"./",indexName=me?me.dataset.searchIndex.slice(root.length):"search-index.js";
// A page of the site names its file (PageLink.file): a folder's path gets index.html.
function fileHref(h){var i=h.search(/[?#]/),p=i<0?h:h.slice(0,i);return /\/$/.test(p)?p+"index.html"+(i<0?"":h.slice(i)):h}
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
function isHan(c){return (c>=0x3400&&c<=0x4DBF)||(c>=0x4E00&&c<=0x9FFF)||(c>=0xF900&&c<=0xFAFF)||(c>=0x20000&&c<=0x2FA1F)}
function isWord(c){return (c>=0x30&&c<=0x39)||(c>=0x41&&c<=0x5A)||(c>=0x61&&c<=0x7A)||(c>=0xC0&&c<=0x24F&&c!==0xD7&&c!==0xF7)}
function isUpper(c){return c>=0x41&&c<=0x5A}
function terms(text){var out=[],word=[],han=[];
  function flushWord(){if(!word.length)return;var whole=String.fromCodePoint.apply(null,word).toLowerCase();out.push(whole);var parts=[],cur=[];
    for(var i=0;i<word.length;i++){if(i>0&&isUpper(word[i])&&!isUpper(word[i-1])){parts.push(String.fromCodePoint.apply(null,cur).toLowerCase());cur=[]}cur.push(word[i])}
    parts.push(String.fromCodePoint.apply(null,cur).toLowerCase());if(parts.length>1)out.push.apply(out,parts);word=[]}
  function flushHan(){if(!han.length)return;if(han.length===1)out.push(String.fromCodePoint(han[0]));else for(var i=0;i+1<han.length;i++)out.push(String.fromCodePoint(han[i],han[i+1]));han=[]}
  for(var ch of text){var c=ch.codePointAt(0);if(isHan(c)){flushWord();han.push(c)}else if(isWord(c)){flushHan();word.push(c)}else{flushWord();flushHan()}}
  flushWord();flushHan();return out}
window.ScrollNotesSearch={terms:terms};
// Search: the manifest lists pages; terms live in hashed shards loaded on demand. Each is
// a script (SearchIndexScript) that stores its data under its own site-relative name, so
// it loads from disk (file://, where fetch() is refused) as well as from a server.
var input=document.getElementById("search-input"),list=document.getElementById("search-results"),shards={};
function indexData(){return window.ScrollNotesSearchData||{}}
function loadData(name){return new Promise(function(resolve,reject){
  function found(){var d=indexData();if(!Object.prototype.hasOwnProperty.call(d,name))return false;resolve(d[name]);return true}
  if(found())return;var s=document.createElement("script");s.src=root+name;
  s.onload=function(){if(!found())reject(new Error(name+": no search data"))};s.onerror=function(){reject(new Error(name+": not loaded"))};
  document.head.appendChild(s)})}
function once(cache,key,name){if(!cache[key])cache[key]=loadData(name).catch(function(e){delete cache[key];throw e});return cache[key]}
var loaded={};function loadManifest(){return once(loaded,"manifest",indexName)}
function shardOf(t,n){var h=0x811c9dc5,b=new TextEncoder().encode(t);for(var i=0;i<b.length;i++){h^=b[i];h=Math.imul(h,0x01000193)>>>0}return h%n}
function loadShard(k){return once(shards,k,"search/t"+k+".js")}
// BM25 over weighted term counts (titles count 12, headings 4, body 1), times the share of
// query terms a page contains, plus each query term's IDF again when it is in the page
// title; doubled when the query is the title itself (spaces ignored: "content inset").
function rank(m,ts,byTerm,q){var docs=m.docs,n=docs.length,avg=0;docs.forEach(function(d){avg+=d.l||1});avg=avg/Math.max(n,1);
  var scores=new Map(),hits=new Map(),k1=1.2,b=0.75;
  ts.forEach(function(t){var p=byTerm[t];if(!p)return;var df=p.length/2,idf=Math.log(1+(n-df+0.5)/(df+0.5)),d=0;
    for(var i=0;i<p.length;i+=2){d+=p[i];var tf=p[i+1],len=docs[d].l||1;scores.set(d,(scores.get(d)||0)+idf*tf*(k1+1)/(tf+k1*(1-b+b*len/avg)));hits.set(d,(hits.get(d)||0)+1)}});
  var ql=q.toLowerCase().replace(/\s+/g,"");
  return Array.from(scores.entries()).map(function(e){var d=docs[e[0]],s=e[1]*hits.get(e[0])/ts.length,title=new Set(terms((d.e||"")+" "+(d.z||"")));
    ts.forEach(function(t){if(title.has(t))s+=byTerm[t]?Math.log(1+n/(byTerm[t].length/2)):0});
    if((d.e||"").toLowerCase().replace(/\s+/g,"")===ql||(d.z||"")===ql)s*=2;return [e[0],s]}).sort(function(a,b){return b[1]-a[1]||a[0]-b[0]}).slice(0,10).map(function(e){return docs[e[0]]})}
// A glossary pair found in the query adds the other language's terms (内容偏移 → contentOffset).
function expand(m,q){var all=terms(q),ql=q.toLowerCase();(m.aliases||[]).forEach(function(a){if(q.indexOf(a[0])>=0)all=all.concat(terms(a[1]));else if(ql.indexOf(a[1].toLowerCase())>=0)all=all.concat(terms(a[0]))});return Array.from(new Set(all))}
function search(q){if(!terms(q).length)return Promise.resolve([]);
  return loadManifest().then(function(m){var ts=expand(m,q),need=Array.from(new Set(ts.map(function(t){return shardOf(t,m.shards)})));
    return Promise.all(need.map(loadShard)).then(function(loaded){var byTerm={};loaded.forEach(function(sh){ts.forEach(function(t){if(Object.prototype.hasOwnProperty.call(sh,t))byTerm[t]=sh[t]})});return rank(m,ts,byTerm,q)})})}
window.ScrollNotesSearch.search=search;window.ScrollNotesSearch.shardOf=shardOf;
function select(links,n){links.forEach(function(a,i){a.setAttribute("aria-selected",i===n?"true":"false");if(i===n){a.scrollIntoView({block:"nearest"});input.setAttribute("aria-activedescendant",a.id)}})}
function render(results){list.textContent="";input.removeAttribute("aria-activedescendant");results.forEach(function(d,i){var li=document.createElement("li"),a=document.createElement("a");a.href=fileHref(root+d.p);a.id="search-result-"+i;a.setAttribute("role","option");
  var en=document.createElement("span");en.className="en";en.lang="en";en.textContent=d.e||d.z;a.appendChild(en);
  if(d.z&&d.z!==d.e){var zh=document.createElement("span");zh.className="zh";zh.lang="zh-Hans";zh.textContent=d.z;a.appendChild(zh)}
  var where=document.createElement("small");where.className="result-path";where.textContent=d.p;a.appendChild(where);a.setAttribute("aria-selected","false");li.appendChild(a);list.appendChild(li)});
  if(!results.length){var li=document.createElement("li");li.className="no-results";li.innerHTML='<span lang="en" class="en">No results</span><span lang="zh-Hans" class="zh">没有结果</span>';list.appendChild(li)}
  carryView(list.querySelectorAll("a"));list.hidden=false;input.setAttribute("aria-expanded","true");var links=list.querySelectorAll("a");if(links.length)select(links,0)}
function hide(){list.hidden=true;input.setAttribute("aria-expanded","false")}
if(input&&list){input.addEventListener("focus",function(){loadManifest().catch(function(){})});
  input.addEventListener("input",function(){var q=input.value;if(!q.trim()){hide();return}search(q).then(function(r){if(input.value===q)render(r)})});
  input.addEventListener("keydown",function(e){if(e.key==="Escape"){hide();return}var links=list.querySelectorAll("a");if(!links.length||list.hidden)return;var cur=Array.prototype.findIndex.call(links,function(a){return a.getAttribute("aria-selected")==="true"});
    if(e.key==="ArrowDown"||e.key==="ArrowUp"){e.preventDefault();select(links,(cur+(e.key==="ArrowDown"?1:links.length-1))%links.length)}
    else if(e.key==="Enter"){e.preventDefault();location.href=links[Math.max(cur,0)].href}});
  input.addEventListener("blur",function(){setTimeout(function(){if(!list.contains(document.activeElement))hide()},150)});
  input.form&&input.form.addEventListener("submit",function(e){e.preventDefault()});
  var asked=new URLSearchParams(location.search).get("q");if(asked){input.value=asked;search(asked).then(render)}
  document.addEventListener("keydown",function(e){var t=e.target||{};if(e.key==="/"&&document.activeElement!==input&&!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||"")){e.preventDefault();input.focus()}});}
})();