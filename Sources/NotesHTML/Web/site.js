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
