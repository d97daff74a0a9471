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
