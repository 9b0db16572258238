/** The Query fields that answer a connection: each gets the paged-list cache policy. */
export const CONNECTIONS = ["emailProjects","emails","people","projects","savedSearches","searchPeople","searchProjects","searchTasks","tasks","templates"] as const;

/** The types marked `@embedded` in the schema: kept inside the object that holds them, not by id. */
export const EMBEDDED_TYPES = ["BoardEvent","DraftPreview","EmailAddressee","Lookups","OutlookStatus","PageInfo","PersonEmail","PersonPhone","PersonRef","PossibleDuplicateGroup","PreviewMessage","SendProgress","SendResult","UserError"] as const;
