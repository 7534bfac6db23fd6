-- Issue 31: a refused file's errors name the file's line as an editor numbers it (the header is
-- line 1), in a field `line`, where they named the row after the header in `rowNumber`. The errors
-- stored before are carried over: line = rowNumber + 1; a header error (rowNumber null) is line 1.
update ekevi_files f
   set errors = (
     select coalesce(jsonb_agg(
              (e - 'rowNumber') || jsonb_build_object('line',
                case
                  when jsonb_typeof(e -> 'rowNumber') = 'number' then to_jsonb((e ->> 'rowNumber')::int + 1)
                  when e ->> 'code' = '110203' then to_jsonb(1)
                  else 'null'::jsonb
                end)
              order by position), '[]'::jsonb)
       from jsonb_array_elements(f.errors) with ordinality as x(e, position))
 where exists (select 1 from jsonb_array_elements(f.errors) e where e ? 'rowNumber');
