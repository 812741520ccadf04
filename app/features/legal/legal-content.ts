export type LegalSection = { heading: string; paragraphs: string[]; bullets?: string[] };
export type LegalContent = { title: string; description: string; updated: string; intro: string; sections: LegalSection[] };
