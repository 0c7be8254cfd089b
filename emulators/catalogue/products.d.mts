export interface DemoProduct {
  id: string;
  kind: string;
  title: string;
  price: number;
  keywords: string[];
  width: number;
  length: number;
  height: number;
  hexCodes: string[];
  colours: string[];
  variant: number;
  index: number;
}

export const PER_FAMILY: number;
export function demoProducts(): DemoProduct[];
