export declare const MINIBROWSER: string;
export declare function missingPackages(names: string[]): string[];
