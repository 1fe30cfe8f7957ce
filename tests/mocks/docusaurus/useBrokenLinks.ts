// Records the anchors and links components declare, so tests can check that
// rows of the reference tables register their ids with the broken-link checker.
export const collected = {anchors: new Set<string>(), links: new Set<string>()};

export default function useBrokenLinks(): {
  collectAnchor: (anchor: string | undefined) => void;
  collectLink: (link: string | undefined) => void;
} {
  return {
    collectAnchor: (anchor) => {
      if (anchor !== undefined) collected.anchors.add(anchor);
    },
    collectLink: (link) => {
      if (link !== undefined) collected.links.add(link);
    },
  };
}
