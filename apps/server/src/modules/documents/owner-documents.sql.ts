import { DocumentStatus } from '@taxi/contract';
import { sql } from 'kysely';

/**
 * The two document columns of an owner's details (a user or a vehicle), for one-statement detail
 * queries: `all_documents_approved` and `documents` (JSON rows read by documents.mappers.ts).
 * `ownerColumn` is the documents column naming the owner, `ownerId` the outer query's id column.
 */
export const ownerDocumentColumns = (ownerColumn: 'user_id' | 'vehicle_id', ownerId: 'u.id' | 'v.id') => {
  const owner = sql.ref(`d.${ownerColumn}`);
  const id = sql.ref(ownerId);
  return sql`
      NOT EXISTS (SELECT 1 FROM documents d WHERE ${owner} = ${id} AND d.document_status <> ${DocumentStatus.Approved}) AS all_documents_approved,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', d.id, 'document_type', d.document_type, 'document_url', d.document_url,
          'document_status', d.document_status, 'rejection_reason', d.rejection_reason, 'expires_at', d.expires_at) ORDER BY d.id)
        FROM documents d WHERE ${owner} = ${id}
      ), '[]'::json) AS documents`;
};
