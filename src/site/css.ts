/** The one stylesheet of every page (linked from assets/, inlined in a self-contained report.html). */
export const stylesheet = `
:root{--fg:#1b1f24;--muted:#57606a;--bg:#fff;--panel:#f6f8fa;--line:#d0d7de;--accent:#0b57d0;--pass:#116329;--pass-bg:#dafbe1;--fail:#a40e26;--fail-bg:#ffebe9;--warn:#7d4e00;--warn-bg:#fff8c5;--mark:#ffd8b5;color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent);text-underline-offset:.25em}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,summary:focus-visible,th[tabindex]:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--bg);padding:.5rem}
.skip:focus{left:.5rem;z-index:2}
header.top{background:#0d1117;color:#fff;padding:.6rem 1rem}
header.top nav{max-width:80rem;margin:0 auto;display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;align-items:baseline}
header.top a{color:#fff;text-decoration:none}
header.top a:hover,header.top a[aria-current=page]{text-decoration:underline}
header.top .brand{font-weight:700;margin-right:auto}
main{max-width:80rem;margin:0 auto;padding:1rem}
h1 code{font-size:inherit}
h1{font-size:1.6rem;margin:.4rem 0 .6rem;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:1.6rem 0 .5rem;border-bottom:1px solid var(--line);padding-bottom:.2rem}
h3{font-size:1.05rem;margin:1rem 0 .3rem;overflow-wrap:anywhere}
code,pre,.mono,textarea{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:13px}
code{overflow-wrap:anywhere}
pre{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.6rem .8rem;overflow-x:auto;margin:.4rem 0;line-height:1.4}
pre i{font-style:normal;color:#0550ae}
pre s,.fold{text-decoration:none;color:var(--muted)}
mark{background:var(--mark);color:inherit;outline:2px solid #e16f24;border-radius:2px}
.cp{border:1px solid #e16f24;border-radius:3px;padding:0 2px;font-size:11px;color:#953800}
.muted{color:var(--muted)}
.quote{border-left:4px solid var(--line);margin:.4rem 0;padding:.2rem .8rem;color:#333;background:var(--panel)}
.quote p{margin:.2rem 0}
.badge{display:inline-block;border-radius:1em;padding:0 .55em;font-size:12px;font-weight:600;border:1px solid transparent;white-space:nowrap}
.t-must{background:#ddf4ff;color:#0a3069}.t-may{background:#fbefff;color:#6e40c9}.t-lint{background:var(--warn-bg);color:var(--warn)}
.pass{background:var(--pass-bg);color:var(--pass)}.fail{background:var(--fail-bg);color:var(--fail)}.none{background:var(--panel);color:var(--muted)}.warn{background:var(--warn-bg);color:var(--warn)}
.table-wrap{overflow-x:auto;border:1px solid var(--line);border-radius:6px;margin:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
th{background:var(--panel);position:sticky;top:0;white-space:nowrap}
tbody th{position:static;white-space:normal;font-weight:normal;background:none;min-width:12rem}
tbody th a,tbody th>code{font-weight:600}
th[aria-sort]{cursor:pointer}
th[aria-sort=ascending]::after{content:" \\25B2"}th[aria-sort=descending]::after{content:" \\25BC"}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
tr[hidden]{display:none}
.controls{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:.6rem 0}
.controls input[type=search]{flex:1 1 16rem;min-width:0;padding:.45rem .6rem;border:1px solid var(--line);border-radius:6px;font:inherit}
.controls select,button{font:inherit;padding:.35rem .6rem;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:inherit}
button{cursor:pointer}
.count{color:var(--muted);font-size:14px}
.fixture{border:1px solid var(--line);border-radius:8px;padding:.6rem .9rem;margin:.8rem 0}
.fixture h3{margin-top:.2rem;font-size:1rem}
.fixture h3 a.self{color:inherit;text-decoration:none}
.fixture .meta{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;font-size:14px}
.errors{margin:.3rem 0;padding-left:1.2rem}
.errors li{margin:.15rem 0;overflow-wrap:anywhere}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.4rem 0}
dl.facts dt{font-weight:600}dl.facts dd{margin:0;overflow-wrap:anywhere}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:.6rem;margin:.6rem 0}
.card{border:1px solid var(--line);border-radius:8px;padding:.5rem .8rem}
.card.current{border:2px solid var(--accent)}
.card .big{font-size:1.5rem;font-weight:700}
.verdict{border-radius:8px;padding:.7rem 1rem;font-weight:600;margin:.6rem 0}
.playground{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem}
.editor{position:relative;background:var(--bg);border-radius:6px}
.playground textarea{position:relative;display:block;width:100%;min-height:26rem;margin:0;padding:.6rem;border:1px solid var(--line);border-radius:6px;resize:vertical;line-height:1.4;tab-size:2;background:transparent;color:var(--fg);white-space:pre-wrap;overflow-wrap:break-word}
.editor .backdrop{position:absolute;top:1px;left:1px;right:1px;bottom:1px;overflow:hidden;pointer-events:none;border-radius:5px}
.editor .highlights{box-sizing:border-box;padding:.6rem;line-height:1.4;tab-size:2;white-space:pre-wrap;overflow-wrap:break-word;color:transparent;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:13px}
.editor .highlights mark{color:transparent;border-radius:2px;outline:2px solid #e16f24;outline-offset:0}
.editor .highlights mark.warning{background:var(--warn-bg);outline-color:#bf8700}
.hint{font-size:13px}
@media (max-width:50rem){.playground{grid-template-columns:minmax(0,1fr)}.playground textarea{min-height:16rem}}
.matrix td.cell{text-align:center;white-space:nowrap}
.matrix td.cell a{text-decoration:none;display:block}
.diff .del{background:var(--fail-bg);color:var(--fail)}.diff .add{background:var(--pass-bg);color:var(--pass)}
details>summary{cursor:pointer}
nav.jumps ul{list-style:none;padding:0;margin:.6rem 0;display:flex;flex-wrap:wrap;gap:.2rem .9rem;font-size:14px}
table.contract td,table.contract tbody th{overflow-wrap:anywhere}
@media (max-width:40rem){main{padding:.6rem}table{font-size:13px}th,td{padding:.3rem .4rem}table.rules{table-layout:fixed}table.rules th{white-space:normal;overflow-wrap:anywhere}table.rules thead th:first-child{width:50%}table.rules td:nth-child(3),table.rules th:nth-child(3),table.rules td:nth-child(4),table.rules th:nth-child(4){display:none}tbody th{min-width:0}dl.facts{grid-template-columns:1fr}table.contract thead{display:none}table.contract tr{display:block;border-bottom:1px solid var(--line);padding:.3rem 0}table.contract th,table.contract td{display:block;border:0;padding:.1rem .5rem}table.contract td[data-label]::before{content:attr(data-label) ": ";color:var(--muted)}}
footer{max-width:80rem;margin:2rem auto 1rem;padding:0 1rem;color:var(--muted);font-size:13px}
`;
