export declare function forwardToLibsql(request: Request): Promise<Response>;
