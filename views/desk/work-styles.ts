/** The queue's and the order view's own rules, served after the desk's stylesheet. */
export const DESK_WORK_CSS = `
nav.filters{display:flex;flex-wrap:wrap;gap:.4rem;margin:0 0 1rem}nav.filters a{padding:.3rem .7rem;border:1px solid #8a94a0;border-radius:999px;background:#fff;text-decoration:none}
nav.filters a[aria-current=page]{background:#1d2b3a;color:#fff;border-color:#1d2b3a}
.tag{display:inline-block;padding:.05rem .5rem;border-radius:4px;background:#e4e8ed;font-size:.85rem;font-weight:600}
.tag.contact,.tag.reply{background:#dbe8f6}.tag.withdrawal{background:#f6ead0}.tag.import{background:#ece0f4}.tag.mail{background:#f7d9d3}
.age{white-space:nowrap}.excerpt{margin-top:.2rem;white-space:pre-wrap}ul.holds{margin:.3rem 0 0;padding-left:1.1rem}
button.secondary{background:#fff;color:#0b57a4;border:1px solid #0b57a4}a.act{font-weight:600}
table.queue td:first-child{width:11rem}table.lines{margin:.5rem 0}.part h3{font-size:1rem;margin:0 0 .4rem}h4{margin:.6rem 0 .3rem;font-size:.95rem}
.paid{color:#245c2a}.unpaid{color:#a4220b}ul.steps{margin:0;padding-left:1.1rem}
ol.conversation{list-style:none;padding:0;margin:0 0 1rem}ol.conversation li{background:#fff;border:1px solid #d8dde3;border-radius:6px;padding:.5rem .8rem;margin-bottom:.5rem}
ol.conversation li.answer{border-left:4px solid #0b57a4}ol.conversation li.shop{border-left:4px solid #2e7d32}ol.conversation li.buyer{border-left:4px solid #8a6d00}ul.message-photos{list-style:none;padding:0;margin:.4rem 0 0;display:flex;flex-wrap:wrap;gap:.5rem}ul.message-photos li{border:0;padding:0;margin:0}ul.message-photos img{display:block;max-width:160px;height:auto;border:1px solid #d8dde3;border-radius:4px}ol.conversation li.reply{border-left:4px solid #8a6d00}ol.conversation p{margin:.2rem 0}.text{white-space:pre-wrap}
form.choose{display:flex;flex-wrap:wrap;gap:.4rem;align-items:end;margin-bottom:.6rem}form.choose label{width:100%}form.choose select{width:auto}form.choose button{margin:0}
textarea{max-width:100%}
@media (max-width:40rem){table.queue td:first-child{width:auto}nav.filters a{font-size:.9rem}
table.queue thead,table.lines thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table.lines td{padding:.1rem .5rem}table.lines td[data-label]::before{content:attr(data-label);font-weight:600}table.lines tr{padding:.3rem 0}}

form.take-next{display:block;margin:0 0 .8rem}.claims p.error{margin:.2rem 0 .6rem}
.marks{display:flex;flex-wrap:wrap;gap:.3rem;margin:.25rem 0}.prio,.label{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-size:.85rem;font-weight:600;white-space:nowrap}
.prio.urgent{background:#a4220b;color:#fff}.prio.high{background:#f6d8a8;color:#4a2f00}.label{background:#eef1f4;border:1px solid #8a94a0;color:#1d2b3a}
td[data-priority=urgent]{border-left:4px solid #a4220b}td[data-priority=high]{border-left:4px solid #c77800}
form.marks-filter span{display:flex;flex-direction:column}form.marks-filter label{width:auto}
.internal{border-left:4px solid #8a6d00;background:#fffaf0}.internal-mark{font-weight:600;color:#5c4700}ul.notes{list-style:none;padding:0;margin:0 0 .6rem}ul.notes li{border-bottom:1px solid #e4ddc8;padding:.3rem 0}
.marks-form fieldset{border:0;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.2rem .9rem}.marks-form legend{font-weight:600;margin-bottom:.2rem}label.check{display:inline-flex;gap:.3rem;align-items:center;font-weight:normal;width:auto;white-space:nowrap}
.saved-pick{margin:.5rem 0}p.merged{font-weight:600}
`;
