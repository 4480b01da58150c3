-- Trigram matching powers substring search and typo correction; PGlite ships it as a contrib
-- extension and PostgreSQL's contrib package has it. It is a trusted extension, so the database
-- owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
