/// The site's stylesheet and scripts. They are Swift strings so the `scrollnotes` binary is
/// self-contained; the build writes them under content-hashed names.
public enum SiteAssets {
  /// Runs in `<head>` before paint: picks the view from `?lang=`, then the remembered
  /// choice, then the browser language. Without JavaScript the page shows both languages.
  /// Storage may be missing or refused (some browsers on `file://`): the view still applies.
  public static let viewBootstrapScript = #"""
    (function(){var d=document.documentElement,q=null,s=null,k="scrollnotes.view",ok=function(x){return x==="en"||x==="zh"||x==="both"};try{q=new URLSearchParams(location.search).get("lang")}catch(e){}try{s=localStorage.getItem(k)}catch(e){}var v=ok(q)?q:ok(s)?s:((navigator.language||"").toLowerCase().indexOf("zh")===0?"zh":"en");if(ok(q))try{localStorage.setItem(k,v)}catch(e){}d.dataset.view=v;d.lang=v==="zh"?"zh-Hans":"en";})();
    """#

  public static let stylesheet = #"""
    :root{--bg:#fdfdfc;--fg:#1d1d1f;--muted:#5f6368;--line:#d9dce1;--accent:#0b63ce;--code-bg:#f3f4f6;--ok:#17803d;--warn:#a15c00;--figure-content:#dbe8fb;--figure-inset:#f6d6a8;--figure-safe:#f3b6c0;--figure-frame:#1d1d1f;--kw:#ad3da4;--ty:#5b45a6;--str:#c41a16;--num:#1c00cf;--com:#707f8c;
      font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","WenQuanYi Micro Hei","Microsoft YaHei",sans-serif;line-height:1.6;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#16171a;--fg:#e8e8ea;--muted:#a0a4ab;--line:#33363c;--accent:#6aa8ff;--code-bg:#1f2126;--ok:#4cc774;--warn:#f0a445;--figure-content:#23395c;--figure-inset:#5c4320;--figure-safe:#5c2630;--figure-frame:#e8e8ea;--kw:#ff7ab2;--ty:#b89cff;--str:#ff8170;--num:#d9c97c;--com:#8b98a5}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg)}
    a{color:var(--accent)}
    a:focus-visible,button:focus-visible,input:focus-visible,main:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    code,pre,.mono{font-family:"SF Mono",Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.92em}
    pre{background:var(--code-bg);padding:.8em 1em;overflow-x:auto;border-radius:6px;line-height:1.45}
    :not(pre)>code{background:var(--code-bg);padding:.1em .3em;border-radius:4px;overflow-wrap:anywhere}
    main{overflow-wrap:break-word}[id]{scroll-margin-top:4.5em}@media (max-width:800px){[id]{scroll-margin-top:7em}}.bi>div{min-width:0}h1.mono,h2.mono{overflow-wrap:anywhere}
    .skip-link{position:absolute;left:-999px}.skip-link:focus{left:8px;top:8px;background:var(--bg);padding:4px 8px;z-index:10}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    .site-header{display:flex;flex-wrap:wrap;gap:.6em 1.2em;align-items:center;padding:.6em 1.2em;border-bottom:1px solid var(--line);position:sticky;top:0;background:var(--bg);z-index:5}
    .site-title{font-weight:700;text-decoration:none;color:var(--fg)}
    .search{position:relative;flex:1 1 220px;max-width:420px}
    .search input{width:100%;padding:.4em .6em;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);font:inherit}
    .search-results{position:absolute;left:0;right:0;top:100%;margin:.2em 0 0;padding:.3em 0;list-style:none;background:var(--bg);border:1px solid var(--line);border-radius:6px;max-height:60vh;overflow:auto;box-shadow:0 6px 24px rgba(0,0,0,.15)}
    .search-results li a{display:block;padding:.3em .8em;text-decoration:none}
    .search-results li a[aria-selected=true],.search-results li a:hover{background:var(--code-bg)}
    .view-switch{display:flex;gap:.3em}
    .view-switch a{padding:.2em .6em;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-size:.9em}
    .layout{display:grid;grid-template-columns:minmax(200px,260px) minmax(0,1fr);gap:2em;max-width:1400px;margin:0 auto;padding:0 1.2em}
    .sidebar{padding:1em 0;font-size:.92em;position:sticky;top:3.5em;max-height:calc(100vh - 3.5em);overflow:auto}
    .sidebar h2{font-size:.8em;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:1.2em 0 .3em}
    .sidebar ul{list-style:none;margin:0;padding:0}.sidebar li a{display:block;padding:.15em 0;text-decoration:none}
    .sidebar a[aria-current=page]{font-weight:700}
    main{min-width:0;padding:1em 0 3em}
    .site-footer{border-top:1px solid var(--line);color:var(--muted);font-size:.85em;padding:1em 1.2em;text-align:center}
    h1{font-size:1.9em;line-height:1.25}h1.mono,h2.mono{font-family:"SF Mono",Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:1.7em}
    .declaration{font-size:1em}
    .badge{display:inline-block;font-size:.78em;padding:.05em .5em;border-radius:999px;border:1px solid currentColor;margin-left:.4em;vertical-align:middle}
    .badge.verified{color:var(--ok)}.badge.observed,.badge.assumption{color:var(--warn)}
    .fallback-notice{font-size:.85em;color:var(--warn);margin:.2em 0}
    .figure-svg{max-width:100%;height:auto}
    .figure-svg .frame{fill:none;stroke:var(--figure-frame);stroke-width:2}
    .figure-svg .content{fill:var(--figure-content)}.figure-svg .inset{fill:var(--figure-inset)}.figure-svg .safe{fill:var(--figure-safe);opacity:.8}
    .figure-svg .curve{fill:none;stroke:var(--accent);stroke-width:2}.figure-svg .axis{stroke:var(--muted)}.figure-svg .axis.zero{stroke-dasharray:4 3}
    .figure-svg .series-2{stroke:var(--warn)}.figure-svg .series-3{stroke:var(--ok)}.figure-svg .series-4{stroke:var(--kw)}
    .figure-svg .view{fill:var(--bg);stroke:var(--accent);stroke-width:1.5;fill-opacity:.7}
    .figure-svg text{fill:var(--fg);font-size:12px}.figure-svg .tick{fill:var(--muted);font-size:11px}
    html[data-view=zh] .figure-svg .lang-en,html:not([data-view=zh]) .figure-svg .lang-zh,html[data-view=zh] .pg-diagram .lang-en,html:not([data-view=zh]) .pg-diagram .lang-zh{display:none}
    .tok-kw{color:var(--kw)}.tok-ty{color:var(--ty)}.tok-str{color:var(--str)}.tok-num{color:var(--num)}.tok-com{color:var(--com);font-style:italic}
    table{border-collapse:collapse;width:100%;font-size:.93em}th,td{border-bottom:1px solid var(--line);padding:.35em .5em;text-align:left;vertical-align:top}
    .muted,.result-path{color:var(--muted)}.result-path{display:block;font-size:.78em;font-family:"SF Mono",Menlo,Consolas,"DejaVu Sans Mono",monospace}
    .search-results .no-results{padding:.3em .8em;color:var(--muted)}
    .breadcrumb{font-size:.9em;color:var(--muted);margin:.4em 0 0}
    .kind{margin:0 0 .2em;font-size:.85em;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
    .page-api main>h1{margin:.2em 0 .1em}
    .default{padding:.5em .8em;border:1px solid var(--line);border-radius:6px;display:inline-block}
    .badge.mismatch{color:#c62828}
    .remark{border-left:4px solid var(--line);padding:.2em 1em;margin:1em 0;border-radius:0 6px 6px 0}
    .remark-title{margin:.4em 0 0;font-size:.9em}
    .remark.pitfall{border-color:var(--warn);background:color-mix(in srgb,var(--warn) 8%,transparent)}
    .remark.observed{border-color:var(--accent);background:color-mix(in srgb,var(--accent) 6%,transparent)}
    .remark.assumption{border-color:var(--kw);background:color-mix(in srgb,var(--kw) 6%,transparent)}
    .remark.not-modelled{border-color:var(--muted)}
    .see-also h2,.declaration-card h2{font-size:1.15em}
    .see-also ul{padding-left:1.2em}
    .implementation{font-size:.92em}
    .toc{border:1px solid var(--line);border-radius:8px;padding:.4em 1em;margin:1em 0 1.5em;font-size:.93em;max-width:44em}
    .toc-title{font-weight:600;margin:.3em 0}.toc ol{margin:.2em 0 .4em;padding-left:1.4em}.toc .toc-sub{margin-left:1.2em;list-style:circle}
    .pager{display:flex;justify-content:space-between;gap:1em;margin-top:3em;border-top:1px solid var(--line);padding-top:1em}
    .pager a{display:block;text-decoration:none;padding:.5em .8em;border:1px solid var(--line);border-radius:8px;max-width:48%}
    .pager small{display:block;color:var(--muted)}.pager-next{margin-left:auto;text-align:right}
    .anchor{text-decoration:none;color:var(--muted);font-weight:400;opacity:.5}.anchor:hover,.anchor:focus{opacity:1}
    .hero .lead{font-size:1.12em}
    .coverage-summary{display:flex;flex-wrap:wrap;gap:.6em;list-style:none;padding:0;margin:1em 0 .4em}
    .coverage-summary li{border:1px solid var(--line);border-radius:8px;padding:.4em .8em}.coverage-summary strong{color:var(--ok);font-size:1.1em}
    kbd{font-family:inherit;font-size:.85em;border:1px solid var(--line);border-bottom-width:2px;border-radius:4px;padding:0 .35em}
    .card-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:1em}
    .card{border:1px solid var(--line);border-radius:10px;padding:.2em 1em .6em}.card h3{margin:.6em 0 0}.card ul{padding-left:1.1em;margin:.3em 0}
    .card p{margin:.1em 0}
    .article-list li{margin:.25em 0}
    h2.mono{font-size:1.05em;color:var(--muted);margin-top:1.5em}.source-list{columns:16em;padding-left:1.2em}
    pre.source{padding-left:0}.source .line{display:block;padding-right:1em}
    .source .line-number{display:inline-block;width:3.5em;padding-right:1em;text-align:right;color:var(--muted);text-decoration:none;user-select:none}
    .source .line:target{background:color-mix(in srgb,var(--accent) 18%,transparent);outline:1px solid var(--accent)}
    .example-embed{border:1px solid var(--line);border-radius:8px;padding:.2em 1em .6em;margin:1.2em 0}
    .example-title{font-size:1.02em;margin:.6em 0 .4em}.example-title .example-id{font-size:.8em;color:var(--muted);background:none}
    .example-output{font-size:.88em;max-width:36em}.example-output td,.example-output th{padding:.2em .5em}
    .example-output code{background:none;padding:0}.example-source{font-size:.8em;color:var(--muted);margin-top:.4em}
    .api-examples ul{padding-left:1.2em}.api-examples code{font-size:.8em;color:var(--muted);background:none}
    .cases td:first-child{white-space:nowrap;width:1%}.cases td:first-child code{overflow-wrap:normal}
    .topic-list dt{margin-top:.6em}.topic-list dd{margin-left:1.2em;color:var(--muted)}
    /* Language views. Inline runs and aligned rows carry class en/zh. */
    html[data-view=en] .zh,html[data-view=zh] .en{display:none!important}
    html[data-view=en] .code-zh,html[data-view=zh] .code-en{display:none}
    .table-scroll{overflow-x:auto;max-width:100%}
    pre.has-copy{position:relative}.copy-code{position:absolute;top:.3em;right:.3em;font-size:.75em;padding:.1em .5em;border:1px solid var(--line);border-radius:4px;background:var(--bg);color:var(--fg);cursor:pointer;opacity:.8}.copy-code:hover{opacity:1}
    html[data-view=both] span.zh::before{content:" · ";color:var(--muted)}
    /* Untranslated text: the other language stands in, marked; side by side shows it once. */
    span.zh.fallback::after{content:"（未翻译）";color:var(--warn);font-size:.8em}
    span.en.fallback::after{content:" (untranslated)";color:var(--warn);font-size:.8em}
    html[data-view=both] span.fallback,html[data-view=both] .fallback-notice{display:none!important}
    html[data-view=both] .bi:has(>.untranslated){grid-template-columns:1fr}
    html[data-view=both] .bi{display:grid;grid-template-columns:1fr 1fr;gap:1.5em}
    html[data-view=en] [data-view-choice=en],html[data-view=zh] [data-view-choice=zh],html[data-view=both] [data-view-choice=both]{background:var(--accent);color:var(--bg);border-color:var(--accent)}
    .nav-jump{display:none;font-size:.9em}
    @media print{.site-header,.sidebar,.pager,.anchor,.skip-link{display:none!important}.layout{display:block}}
    @media (max-width:800px){.nav-jump{display:inline}.layout{display:flex;flex-direction:column;padding:0 .8em}main{order:1}.sidebar{order:2;position:static;max-height:none;border-top:1px solid var(--line)}.search{flex-basis:100%;max-width:none;order:3}.pager a{max-width:100%}html[data-view=both] .bi{grid-template-columns:1fr;gap:.2em}.site-header{padding:.5em .8em}h1{font-size:1.5em}}
    """#

  /// Enhancements only: view switching without reload, and search. The segmenter below must
  /// cut text exactly as `SearchSegmenter` does (both are tested against the same vectors).
  public static let script = #"""
    "use strict";
    // Copy buttons: each code block copies what the reader sees in it (the comments of the
    // chosen language), never line numbers.
    (function(){
      function label(en,zh){return '<span lang="en" class="en">'+en+'</span><span lang="zh-Hans" class="zh">'+zh+'</span>';}
      document.querySelectorAll("main pre:not(.source)").forEach(function(pre){
        var b=document.createElement("button");b.type="button";b.className="copy-code";b.innerHTML=label("Copy","复制");
        b.addEventListener("click",function(){
          var text=pre.querySelector("code")?pre.querySelector("code").innerText:pre.innerText;
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
    """#
}
