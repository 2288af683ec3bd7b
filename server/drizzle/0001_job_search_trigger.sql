-- Full-text search over a job: title and skills weigh most, then the company name,
-- then requirements and description. A trigger keeps it current, also when a company is renamed.
CREATE OR REPLACE FUNCTION jobs_search_vector_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(coalesce(NEW.skills, '{}'::text[]), ' ')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT c.name FROM companies c WHERE c.id = NEW.company_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.requirements, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, skills, requirements, description, company_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_name_refresh_jobs() RETURNS trigger AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE jobs SET title = title WHERE company_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_name_refresh_jobs_trigger
  AFTER UPDATE OF name ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_name_refresh_jobs();
