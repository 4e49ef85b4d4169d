export declare const NODE_FLOOR: string;
export declare function meetsNodeFloor(version: string): boolean;
export declare function nodeFloorProblem(version?: string): string | null;
