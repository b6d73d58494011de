// Frappe's link to a document's form in its desk (frappe.utils.data.get_link_to_form), as messages such as
// LinkExistsError carry it: `<a href="http://site/app/puxeo-statuses/1a2b3c4d5e">1a2b3c4d5e</a>`.

// Python's urllib.parse.quote with the safe characters Frappe's `quoted` passes, beyond encodeURIComponent's.
const KEPT_ESCAPES = /%(?:23|24|26|2B|2C|2F|3A|3B|3D|3F|40)/g;

function quoted(text: string): string {
  return encodeURIComponent(text).replace(KEPT_ESCAPES, (escape) => decodeURIComponent(escape));
}

/** frappe.desk.utils.slug: "Puxeo Statuses" → "puxeo-statuses". */
function slug(doctype: string): string {
  return doctype.toLowerCase().replace(/ /g, '-');
}

/** `siteUrl` is the site's address without a trailing slash (Frappe's get_url()). */
export function linkToForm(siteUrl: string, doctype: string, name: string): string {
  return `<a href="${siteUrl}/app/${quoted(slug(doctype))}/${quoted(name)}">${name}</a>`;
}
