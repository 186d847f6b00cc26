/** The desk's stylesheet, served as a file of its own (/desk/desk.css): plain, readable at 360 px and on a desk. */
export const DESK_CSS = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,sans-serif;color:#1b1f24;background:#f4f5f7}
a{color:#0b57a4}header{background:#1d2b3a;color:#fff;padding:.6rem 1rem;display:flex;flex-wrap:wrap;gap:.4rem 1rem;align-items:center}
header a{color:#fff}header strong{margin-right:auto}nav{display:flex;flex-wrap:wrap;gap:.3rem 1rem}
main{max-width:70rem;margin:0 auto;padding:1rem}h1{font-size:1.35rem;margin:.2rem 0 1rem}h2{font-size:1.1rem;margin:1.2rem 0 .5rem}
form.inline{display:inline}label{display:block;margin:.4rem 0 .15rem;font-weight:600}
input,select,textarea{font:inherit;padding:.45rem;border:1px solid #8a94a0;border-radius:4px;width:100%;max-width:28rem;background:#fff}
button{font:inherit;padding:.45rem .9rem;border:0;border-radius:4px;background:#0b57a4;color:#fff;cursor:pointer;margin-top:.5rem}
button.danger{background:#a4220b}.grid{display:grid;gap:.2rem 1rem;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr))}
table{border-collapse:collapse;width:100%;background:#fff}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d8dde3;vertical-align:top}
.box{background:#fff;border:1px solid #d8dde3;border-radius:6px;padding:1rem;margin-bottom:1rem}
.error{color:#a4220b;font-weight:600}.notice{color:#245c2a;font-weight:600}form:not(.inline)>button{display:block}.muted{color:#56606b}
ol.timeline{list-style:none;padding:0;margin:0}ol.timeline li{background:#fff;border-left:4px solid #0b57a4;padding:.45rem .7rem;margin-bottom:.35rem}
ol.timeline li.mail_failed{border-color:#a4220b}ol.timeline li.note{border-color:#8a6d00}
.kind{font-weight:600}.qr svg{width:12rem;height:12rem}code{word-break:break-all}
.desk-review-photos{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.4rem}.desk-review-photos img{display:block;border:1px solid #d8dde3;border-radius:4px;height:auto}
ul.found{list-style:none;padding:0;margin:0}ul.found li{background:#fff;border:1px solid #d8dde3;border-radius:4px;padding:.4rem .6rem;margin-bottom:.3rem;overflow-wrap:anywhere}
.pager{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin:1rem 0}ol.desk-history{margin:.2rem 0 .5rem;padding-left:1.2rem}
@media (max-width:40rem){th,td{display:block;border:0}tr{display:block;border-bottom:1px solid #d8dde3}}
`;
