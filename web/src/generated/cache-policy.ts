/** The Query fields that answer a connection: each gets the paged-list cache policy. */
export const CONNECTIONS = ["activities","emailProjects","emails","people","projects","savedSearches","searchPeople","searchProjects","searchTasks","tasks","templates"] as const;

/** The types marked `@embedded` in the schema: kept inside the object that holds them, not by id. */
export const EMBEDDED_TYPES = ["ActivityArgs","ActivityFailedLine","ActivityFile","BoardEvent","DraftPreview","EmailAddressee","LenderCriterionValue","LenderMatch","LenderMiss","Lookups","OutlookStatus","PageInfo","PersonEmail","PersonPhone","PersonRef","PossibleDuplicateGroup","PreviewMessage","ProjectDeletionSummary","SendProgress","SendResult","UserError"] as const;
