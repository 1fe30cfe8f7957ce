// Stands in for Docusaurus' base-URL issue banner when the site config turns
// it off (`baseUrlIssueBanner: false`): the banner then renders nothing, but
// its code and styles were still in every page's entry. See ./index.ts.
export default function NoBaseUrlIssueBanner() {
  return null;
}
